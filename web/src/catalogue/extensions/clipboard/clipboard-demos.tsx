import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button, Form, InputGroup } from 'react-bootstrap';

type CopyState = 'idle' | 'copied' | 'failed';

/** Writes text to the clipboard and reports the outcome for two seconds. */
function useCopy() {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = (text: string) => {
    if (!navigator.clipboard) {
      setState('failed');
      return;
    }
    navigator.clipboard.writeText(text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return { state, copy };
}

function Feedback({ state }: { state: CopyState }) {
  return (
    <span role="status" className={`small ${state === 'failed' ? 'text-danger' : 'text-success'}`}>
      {state === 'copied'
        ? 'Copied to the clipboard.'
        : state === 'failed'
          ? 'The browser refused the clipboard; select the text and press Ctrl+C.'
          : ''}
    </span>
  );
}

/** Copies a fixed piece of text: an API address. */
export function CopyText() {
  const { state, copy } = useCopy();
  const url = `${window.location.origin}/api/v1/projects?ward=Wote%2FNziu`;
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <span className="font-monospace text-break" dir="ltr">
        {url}
      </span>
      <Button
        size="sm"
        variant={state === 'copied' ? 'success' : 'outline-primary'}
        className="d-inline-flex align-items-center gap-1"
        onClick={() => copy(url)}
      >
        {state === 'copied' ? (
          <Check size={14} aria-hidden="true" />
        ) : (
          <Copy size={14} aria-hidden="true" />
        )}
        {state === 'copied' ? 'Copied' : 'Copy address'}
      </Button>
      <Feedback state={state} />
    </div>
  );
}

/** Copies whatever is typed in the field. */
export function CopyInput() {
  const { state, copy } = useCopy();
  const [value, setValue] = useState('Kwa Kathoka borehole is 92% complete.');
  return (
    <>
      <Form.Label htmlFor="copy-input">Message</Form.Label>
      <InputGroup className="mb-2">
        <Form.Control id="copy-input" value={value} onChange={(e) => setValue(e.target.value)} />
        <Button
          variant={state === 'copied' ? 'success' : 'primary'}
          disabled={value === ''}
          onClick={() => copy(value)}
        >
          {state === 'copied' ? 'Copied' : 'Copy'}
        </Button>
      </InputGroup>
      <Feedback state={state} />
    </>
  );
}

/** Cut: copies the field, then empties it. */
export function CutInput() {
  const { state, copy } = useCopy();
  const [value, setValue] = useState('WAT-101, HLT-214, RDS-330');
  return (
    <>
      <Form.Label htmlFor="cut-input">Project codes</Form.Label>
      <InputGroup className="mb-2">
        <Form.Control id="cut-input" value={value} onChange={(e) => setValue(e.target.value)} />
        <Button
          variant="outline-secondary"
          disabled={value === ''}
          onClick={() => {
            copy(value);
            setValue('');
          }}
        >
          Cut
        </Button>
      </InputGroup>
      <Feedback state={state} />
    </>
  );
}
