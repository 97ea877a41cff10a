import { CodeBlock } from './code-block';

const COMMAND = `curl "https://example.org/api/v1/projects?ward=Kibwezi%20West&state=stalled"`;

/** A one-line block without line numbers, and one without a copy button. */
export function SyntaxPlain() {
  return (
    <div className="d-grid gap-3">
      <CodeBlock code={COMMAND} language="markup" title="Terminal" showLineNumbers={false} />
      <CodeBlock code={'{ "state": "stalled" }'} language="json" showLineNumbers={false} noCopy />
    </div>
  );
}
