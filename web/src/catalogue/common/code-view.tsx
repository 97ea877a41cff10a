import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type CopyState = 'idle' | 'copied' | 'failed';

interface CodeViewProps {
  code: string;
  /** Accessible name of the scrollable code region. */
  label: string;
  id?: string;
}

/** Plain, copyable source text. Code reads left to right in every direction. */
export function CodeView({ code, label, id }: CodeViewProps) {
  const { t } = useTranslation('catalogue');
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(timer);
  }, [state]);

  const handleCopy = () => {
    navigator.clipboard.writeText(code).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };

  return (
    <div className="code-view" id={id}>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary code-view-copy d-inline-flex align-items-center gap-1"
        onClick={handleCopy}
      >
        {state === 'copied' ? (
          <Check size={14} aria-hidden="true" />
        ) : (
          <Copy size={14} aria-hidden="true" />
        )}
        {state === 'copied' ? t('copied') : t('copy')}
      </button>
      <span className="visually-hidden" role="status" aria-live="polite">
        {state === 'copied' ? t('copied') : state === 'failed' ? t('copyFailed') : ''}
      </span>
      {/* Focusable so keyboard users can scroll long sources. */}
      <pre tabIndex={0} role="region" aria-label={label} dir="ltr">
        <code>{code}</code>
      </pre>
    </div>
  );
}
