import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A notice of the importer, said in the page's language when it is one the page knows. */
export type ImportNotice =
  | { kind: 'windows1252'; name: string; line: string }
  | { kind: 'columns'; columns: string }
  | { kind: 'other'; text: string };

/**
 * The importer's notices (server/src/db/import) as the page can say them: the file was read as
 * Windows-1252, or columns were read past. Any other notice is shown as the server wrote it.
 */
export function readNotice(text: string): ImportNotice {
  const encoding = /^(.+) is not UTF-8 \(first on line (\d+)\): read as Windows-1252\b/.exec(text);
  if (encoding) return { kind: 'windows1252', name: encoding[1] ?? '', line: encoding[2] ?? '' };
  const columns = /^columns read past: (.+)$/.exec(text);
  if (columns) return { kind: 'columns', columns: columns[1] ?? '' };
  return { kind: 'other', text };
}

/** The importer's notices about the file (its encoding, columns read past), after an answer. */
export function ImportNotices({ notices }: { notices: readonly string[] | undefined }) {
  const { t } = useTranslation('staff');
  if (!notices || notices.length === 0) return null;
  return (
    <section
      className="alert alert-warning mt-3 mb-0"
      aria-labelledby="import-notices-title"
      data-testid="import-notices"
    >
      <div className="d-flex gap-2">
        <Info size={20} aria-hidden="true" className="flex-shrink-0 mt-1" />
        <div>
          <h3 id="import-notices-title" className="h6 fw-semibold mb-1">
            {t('import.notices.title', { count: notices.length })}
          </h3>
          <ul className="mb-0 ps-3">
            {notices.map((text, i) => {
              const notice = readNotice(text);
              return (
                <li key={i}>
                  {notice.kind === 'windows1252' ? (
                    t('import.notices.windows1252', { name: notice.name, line: notice.line })
                  ) : notice.kind === 'columns' ? (
                    <>
                      {t('import.notices.columns')}{' '}
                      <span className="font-monospace text-break">{notice.columns}</span>
                    </>
                  ) : (
                    <span lang="en">{notice.text}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
