import { History } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonLines } from '@/components/skeletons';
import { ErrorState } from '@/components/status-messages';
import { useFormatters } from '@/hooks/use-formatters';

interface Change {
  field: string;
  before: string | number | null;
  after: string | number | null;
}
interface Entry {
  version: number;
  at: string;
  /** Through a staff edit, or a staff import of the projects file. */
  kind: 'edit' | 'import';
  role: string;
  changes: Change[];
}

const MONEY = new Set(['paid', 'budget', 'contractSum']);
const DATES = new Set([
  'progressDate',
  'startDate',
  'plannedEndDate',
  'completionDate',
  'lastVerified',
]);
/** Long texts: the card says that they changed; the API has both versions. */
const LONG = new Set(['description']);

type Load =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'done'; entries: Entry[] };

/**
 * The project's public history: what changed in its public fields, when, through an edit or an
 * import, by which role (never who).
 */
export default function HistoryCard({ code }: { code: string }) {
  const { t } = useTranslation('open-data');
  const fmt = useFormatters();
  const id = useId();
  const [attempt, setAttempt] = useState(0);
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    fetch(`/api/v1/projects/${encodeURIComponent(code)}/history`, { signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(t('history.failed', { status: res.status }));
        const body = (await res.json()) as { entries: Entry[] };
        setLoad({ status: 'done', entries: body.entries });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({
          status: 'error',
          message: error instanceof Error ? error.message : String(error),
        });
      });
    return () => controller.abort();
  }, [code, attempt, t]);

  const value = (field: string, v: string | number | null) => {
    if (v === null || v === '') return t('history.none');
    if (typeof v === 'number' && MONEY.has(field)) return fmt.number(v);
    if (typeof v === 'string' && DATES.has(field)) return fmt.date(v);
    if (field === 'progress') return `${v}%`;
    if (field === 'state') return t(`history.states.${String(v)}`, { defaultValue: String(v) });
    return String(v);
  };

  return (
    <section className="card h-100" aria-labelledby={id} data-testid="history-card">
      <div className="card-header dash-widget-header">
        <h2 id={id} className="h6 mb-0 d-flex align-items-center gap-2">
          <History size={16} aria-hidden="true" />
          {t('history.title')}
        </h2>
      </div>
      <div className="card-body">
        {load.status === 'loading' ? (
          <div role="status">
            <span className="visually-hidden">{t('history.loading')}</span>
            <SkeletonLines lines={3} />
          </div>
        ) : load.status === 'error' ? (
          <ErrorState
            title={t('history.error')}
            message={load.message}
            onRetry={() => setAttempt((n) => n + 1)}
            compact
          />
        ) : load.entries.length === 0 ? (
          <p className="mb-0 text-body-secondary">{t('history.empty')}</p>
        ) : (
          <ol className="list-unstyled mb-0 d-grid gap-3">
            {load.entries.map((e) => (
              <li key={e.version}>
                <p className="small text-body-secondary mb-1">
                  <time dateTime={e.at}>{fmt.date(e.at.slice(0, 10))}</time>
                  {' · '}
                  {t(e.kind === 'import' ? 'history.byImport' : 'history.by', {
                    role: t(`history.roles.${e.role}`, { defaultValue: e.role }),
                    version: e.version,
                  })}
                </p>
                <ul className="mb-0 ps-3">
                  {e.changes.map((c) => (
                    <li key={c.field} className="text-break">
                      {LONG.has(c.field)
                        ? t('history.changed', { field: t(`history.fields.${c.field}`) })
                        : t('history.change', {
                            field: t(`history.fields.${c.field}`),
                            before: value(c.field, c.before),
                            after: value(c.field, c.after),
                          })}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </div>
    </section>
  );
}
