import '@/styles/bootstrap-extras.scss';
import './catalogue.scss';
import { ExternalLink } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { DemoRegistryContext, type DemoEntry, type DemoRegistry } from './demo-context';

export interface DemoLibrary {
  /** Package name as installed, e.g. `react-bootstrap`. */
  name: string;
  /** Its documentation. */
  href?: string;
  /** Anything an engineer should know (a successor used instead of an old library, say). */
  note?: ReactNode;
}

interface DemoPageProps {
  title: string;
  intro: ReactNode;
  library?: DemoLibrary;
  children: ReactNode;
}

/**
 * The frame of every catalogue page: its title and intro, the library it demonstrates, a table of
 * contents built from its demo cards, and the scroll to a demo named in the address (`#id`).
 */
export function DemoPage({ title, intro, library, children }: DemoPageProps) {
  const { t } = useTranslation('catalogue');
  const { hash } = useLocation();
  const [entries, setEntries] = useState<DemoEntry[]>([]);

  const registry = useMemo<DemoRegistry>(
    () => ({
      register(entry) {
        setEntries((list) => [...list.filter((e) => e.id !== entry.id), entry]);
        return () => setEntries((list) => list.filter((e) => e.id !== entry.id));
      },
    }),
    [],
  );

  // A demo named in the address is scrolled to once the lazy page has drawn it.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash, entries.length]);

  // Entries register in render order of their effects: keep the page's order.
  const ordered = useMemo(() => {
    const position = (id: string) => {
      const el = document.getElementById(id);
      return el ? Array.from(document.querySelectorAll('.demo-card')).indexOf(el) : 0;
    };
    return [...entries].sort((a, b) => position(a.id) - position(b.id));
  }, [entries]);

  return (
    <DemoRegistryContext.Provider value={registry}>
      <article className="demo-page" aria-labelledby="demo-page-title">
        <header className="mb-3">
          <h1 id="demo-page-title" className="h3 mb-1">
            {title}
          </h1>
          <div className="text-body-secondary">{intro}</div>
          {library ? (
            <p className="small mb-0 mt-2">
              {t('builtWith')} <code>{library.name}</code>
              {library.href ? (
                <>
                  {' · '}
                  <a
                    href={library.href}
                    target="_blank"
                    rel="noreferrer"
                    className="d-inline-flex align-items-center gap-1 text-decoration-underline"
                  >
                    {t('documentation')}
                    <ExternalLink size={12} aria-hidden="true" />
                  </a>
                </>
              ) : null}
              {library.note ? <span className="d-block">{library.note}</span> : null}
            </p>
          ) : null}
        </header>
        {ordered.length > 1 ? (
          <nav aria-label={t('onThisPage')}>
            <ul className="demo-toc">
              {ordered.map((e) => (
                <li key={e.id}>
                  <a href={`#${e.id}`}>{e.title}</a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {children}
      </article>
    </DemoRegistryContext.Provider>
  );
}
