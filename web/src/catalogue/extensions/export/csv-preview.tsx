import Papa from 'papaparse';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { COLUMNS, SAMPLE_ROWS } from '../common/sample-rows';

const DELIMITERS = { ',': 'Comma', ';': 'Semicolon', '\t': 'Tab' } as const;
type Delimiter = keyof typeof DELIMITERS;

/** papaparse's unparse options live: delimiter, quoting every field, header on or off. */
export function CsvPreview() {
  const [delimiter, setDelimiter] = useState<Delimiter>(',');
  const [quotes, setQuotes] = useState(false);
  const [header, setHeader] = useState(true);
  const csv = Papa.unparse(
    {
      fields: COLUMNS.map((c) => c.label),
      data: SAMPLE_ROWS.slice(0, 4).map((r) => COLUMNS.map((c) => r[c.key])),
    },
    { delimiter, quotes, header },
  );
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
        <Form.Group controlId="csv-delimiter" className="d-flex align-items-center gap-2">
          <Form.Label className="mb-0 small">Delimiter</Form.Label>
          <Form.Select
            size="sm"
            value={delimiter}
            onChange={(e) => setDelimiter(e.target.value as Delimiter)}
          >
            {(Object.keys(DELIMITERS) as Delimiter[]).map((d) => (
              <option key={d} value={d}>
                {DELIMITERS[d]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Check
          id="csv-quotes"
          type="switch"
          label="Quote every field"
          checked={quotes}
          onChange={(e) => setQuotes(e.target.checked)}
        />
        <Form.Check
          id="csv-header"
          type="switch"
          label="Header row"
          checked={header}
          onChange={(e) => setHeader(e.target.checked)}
        />
      </div>
      <pre
        className="bg-body-tertiary border rounded p-2 small mb-0"
        dir="ltr"
        tabIndex={0}
        aria-label="CSV output"
      >
        {csv}
      </pre>
    </>
  );
}
