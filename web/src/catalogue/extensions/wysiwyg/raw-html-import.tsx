import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { sanitizeHtml, type Sanitized } from './sanitize';

const UNSAFE = `<p>Budget summary <a href="javascript:alert(1)">details</a></p>
<img src="chart.png" alt="Chart" onerror="alert('xss')">
<script>document.cookie</script>
<p style="color: red" onclick="steal()">Signed, the clerk</p>`;

/** DOMPurify on its own: what a string of HTML becomes, and what was removed. */
export function RawHtmlImport() {
  const [source, setSource] = useState(UNSAFE);
  const [result, setResult] = useState<Sanitized | null>(null);
  return (
    <>
      <Form.Group controlId="raw-html" className="mb-2">
        <Form.Label>HTML to sanitise</Form.Label>
        <Form.Control
          as="textarea"
          rows={5}
          dir="ltr"
          className="font-monospace small"
          value={source}
          onChange={(e) => setSource(e.target.value)}
        />
      </Form.Group>
      <Button size="sm" onClick={() => setResult(sanitizeHtml(source))}>
        Sanitise
      </Button>
      {result ? (
        <div className="mt-2" role="status">
          <p className="small mb-1">
            {result.removed.length > 0
              ? `Removed: ${result.removed.join(', ')}.`
              : 'Nothing needed removing.'}
          </p>
          <pre
            className="bg-body-tertiary border rounded p-2 small mb-0"
            dir="ltr"
            tabIndex={0}
            aria-label="Sanitized HTML"
          >
            {result.html}
          </pre>
        </div>
      ) : null}
    </>
  );
}
