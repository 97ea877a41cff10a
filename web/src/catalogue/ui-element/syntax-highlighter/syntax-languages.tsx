import { Tab, Tabs } from 'react-bootstrap';
import { CodeBlock } from './code-block';
import { CODE_SAMPLES } from './syntax-highlighter-data';

/** One tab per language; each block has line numbers and a copy button. */
export function SyntaxLanguages() {
  return (
    <Tabs
      defaultActiveKey="tsx"
      id="syntax-languages"
      className="mb-3 flex-nowrap overflow-x-auto overflow-y-hidden text-nowrap"
    >
      {CODE_SAMPLES.map((sample) => (
        <Tab key={sample.id} eventKey={sample.id} title={sample.label}>
          <CodeBlock code={sample.code} language={sample.language} title={sample.file} />
        </Tab>
      ))}
    </Tabs>
  );
}
