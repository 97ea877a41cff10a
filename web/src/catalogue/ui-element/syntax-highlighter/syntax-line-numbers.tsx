import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { CodeBlock } from './code-block';
import { CODE_SAMPLES } from './syntax-highlighter-data';

const sample = CODE_SAMPLES.find((s) => s.id === 'ts') ?? CODE_SAMPLES[0]!;

/** Line numbers on or off, and lines marked to draw the eye (here, the two sums). */
export function SyntaxLineNumbers() {
  const [numbers, setNumbers] = useState(true);
  const [marked, setMarked] = useState(true);
  const id = useId();
  return (
    <>
      <div className="d-flex flex-wrap gap-3 mb-3">
        <Form.Check
          type="switch"
          id={`${id}-numbers`}
          label="Line numbers"
          checked={numbers}
          onChange={(e) => setNumbers(e.target.checked)}
        />
        <Form.Check
          type="switch"
          id={`${id}-marked`}
          label="Mark lines 9 and 10"
          checked={marked}
          onChange={(e) => setMarked(e.target.checked)}
        />
      </div>
      <CodeBlock
        code={sample.code}
        language={sample.language}
        title={sample.file}
        showLineNumbers={numbers}
        highlightLines={marked ? [9, 10] : []}
      />
    </>
  );
}
