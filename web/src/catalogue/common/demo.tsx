import { Code } from 'lucide-react';
import { useId, useLayoutEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeView } from './code-view';
import { useDemoRegistry } from './demo-context';

interface DemoProps {
  /** Anchor of the demo (`#id` in the address); unique on its page. */
  id: string;
  title: string;
  description?: ReactNode;
  /**
   * The demo's own source, imported as raw text by the bundler
   * (`import source from './basic-alerts.tsx?raw'`), so it is always what runs.
   */
  source: string;
  children: ReactNode;
}

/** One live demo in a card, with its anchor and a "Show code" toggle. */
export function Demo({ id, title, description, source, children }: DemoProps) {
  const { t } = useTranslation('catalogue');
  const [showCode, setShowCode] = useState(false);
  const codeId = `${useId()}-code`;
  const registry = useDemoRegistry();

  // Registered before the browser paints, so the page's contents list is drawn with the first
  // card and nothing below it moves when it appears.
  useLayoutEffect(() => registry?.register({ id, title }), [registry, id, title]);

  return (
    <section className="card demo-card" id={id} aria-labelledby={`${id}-title`}>
      <div className="card-header d-flex flex-wrap align-items-center justify-content-between gap-2">
        <div className="d-flex align-items-center">
          <a href={`#${id}`} className="demo-anchor" aria-label={`${t('linkToDemo')}: ${title}`}>
            #
          </a>
          <h2 className="h5 mb-0" id={`${id}-title`}>
            {title}
          </h2>
        </div>
        <button
          type="button"
          className="btn btn-sm btn-outline-primary d-inline-flex align-items-center gap-1"
          aria-expanded={showCode}
          aria-controls={codeId}
          onClick={() => setShowCode((v) => !v)}
        >
          <Code size={14} aria-hidden="true" />
          {showCode ? t('hideCode') : t('showCode')}
        </button>
      </div>
      <div className="card-body">
        {description ? <div className="text-body-secondary mb-3">{description}</div> : null}
        <div className="demo-preview">{children}</div>
      </div>
      {showCode ? (
        <div className="border-top">
          <CodeView id={codeId} code={source} label={t('sourceOf', { title })} />
        </div>
      ) : null}
    </section>
  );
}
