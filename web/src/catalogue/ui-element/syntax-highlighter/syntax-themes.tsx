import { useId, useState } from 'react';
import { Form } from 'react-bootstrap';
import { CODE_THEMES, CodeBlock, type CodeThemeChoice } from './code-block';
import { CODE_SAMPLES } from './syntax-highlighter-data';

const sample = CODE_SAMPLES[0]!;
const CHOICES: { value: CodeThemeChoice; label: string }[] = [
  { value: 'auto', label: 'Follow the page (GitHub / VS Dark)' },
  ...Object.keys(CODE_THEMES).map((name) => ({ value: name as CodeThemeChoice, label: name })),
];

/**
 * The themes prism-react-renderer bundles. "Follow the page" switches with the colour mode;
 * every theme's token colours are raised to 4.5:1 contrast where the original falls short.
 */
export function SyntaxThemes() {
  const [theme, setTheme] = useState<CodeThemeChoice>('auto');
  const id = useId();
  return (
    <>
      <Form.Group controlId={id} className="mb-3" style={{ maxWidth: '20rem' }}>
        <Form.Label>Theme</Form.Label>
        <Form.Select value={theme} onChange={(e) => setTheme(e.target.value as CodeThemeChoice)}>
          {CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <CodeBlock code={sample.code} language={sample.language} title={sample.file} theme={theme} />
    </>
  );
}
