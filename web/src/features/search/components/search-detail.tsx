import { ArrowLeft, Mail } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchResult } from '../lib/search-results';

export type DetailResult = Extract<SearchResult, { kind: 'file' | 'contact' }>;

interface SearchDetailProps {
  result: DetailResult;
  onBack: () => void;
  formatDate: (date: Date) => string;
}

/** What a file or contact result opens: its details, and for a contact a way to write. */
export function SearchDetail({ result, onBack, formatDate }: SearchDetailProps) {
  const { t } = useTranslation('search');
  const titleId = useId();
  const back = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    back.current?.focus();
  }, [result.key]);

  const { item } = result;
  return (
    <section className="search-detail" aria-labelledby={titleId} data-testid="search-detail">
      <button
        ref={back}
        type="button"
        className="btn btn-link btn-sm px-0 search-detail-back"
        onClick={onBack}
      >
        <ArrowLeft size={16} aria-hidden="true" className="flip-rtl" />
        {t('detail.back')}
      </button>
      <p className="search-detail-kind">
        {result.kind === 'file' ? t('detail.file') : t('detail.contact')}
      </p>
      <div className="search-detail-head">
        <img
          src={result.kind === 'file' ? result.item.file : result.item.img}
          alt=""
          width={48}
          height={48}
          className={result.kind === 'contact' ? 'rounded-circle' : undefined}
        />
        <h2 id={titleId} className="h5 mb-0 text-break">
          {item.title}
        </h2>
      </div>
      {result.kind === 'file' ? (
        <dl className="search-detail-facts">
          <dt>{t('detail.sharedBy')}</dt>
          <dd>{result.item.by}</dd>
          <dt>{t('detail.size')}</dt>
          <dd>{result.item.size}</dd>
        </dl>
      ) : (
        <>
          <dl className="search-detail-facts">
            <dt>{t('detail.email')}</dt>
            <dd className="text-break">{result.item.email}</dd>
            <dt>{t('detail.date')}</dt>
            <dd>{formatDate(new Date(`${result.item.date}T00:00:00`))}</dd>
          </dl>
          <a className="btn btn-primary btn-sm" href={`mailto:${result.item.email}`}>
            <Mail size={16} aria-hidden="true" className="me-2" />
            {t('detail.sendEmail')}
          </a>
        </>
      )}
    </section>
  );
}
