import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Previous/next buttons with where the reader is; `label` names what is paged. */
export function Pager({
  label,
  status,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: {
  label: string;
  status: string;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation('staff');
  return (
    <nav
      aria-label={label}
      className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-2"
    >
      <span className="small text-body-secondary" aria-live="polite">
        {status}
      </span>
      <div className="btn-group btn-group-sm">
        <button
          type="button"
          className="btn btn-outline-secondary d-inline-flex align-items-center gap-1"
          disabled={!hasPrevious}
          onClick={onPrevious}
        >
          <ChevronLeft size={16} aria-hidden="true" className="flip-rtl" />
          {t('pager.previous')}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary d-inline-flex align-items-center gap-1"
          disabled={!hasNext}
          onClick={onNext}
        >
          {t('pager.next')}
          <ChevronRight size={16} aria-hidden="true" className="flip-rtl" />
        </button>
      </div>
    </nav>
  );
}
