import { ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './scroll-table.scss';

/** Whether the box has columns out of sight before and after what it shows. */
function useSidewaysOverflow(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [hasMoreStart, setHasMoreStart] = useState(false);
  const [hasMoreEnd, setHasMoreEnd] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!enabled || !box) return;
    const update = () => {
      const max = box.scrollWidth - box.clientWidth;
      // Right to left, scrollLeft runs from 0 down to -max: the distance from the start is the same.
      const fromStart = Math.abs(box.scrollLeft);
      setHasMoreStart(fromStart > 1);
      setHasMoreEnd(max - fromStart > 1);
    };
    update();
    box.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(box);
    if (box.firstElementChild) observer?.observe(box.firstElementChild);
    return () => {
      box.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [enabled]);
  return { ref, hasMoreStart, hasMoreEnd };
}

/**
 * A table that scrolls sideways inside its card on narrow screens. The scroll box is focusable
 * and named, so keyboard users can scroll it too. With `stickyFirstColumn` the first column (the
 * rows' names) stays in place while the others scroll, a line above says that more columns lie
 * sideways, and the edge with hidden columns fades out.
 */
export function ScrollTable({
  label,
  children,
  className = '',
  stickyFirstColumn = false,
}: {
  label: string;
  children: ReactNode;
  className?: string;
  stickyFirstColumn?: boolean;
}) {
  const { t } = useTranslation();
  const { ref, hasMoreStart, hasMoreEnd } = useSidewaysOverflow(stickyFirstColumn);
  const box = (
    <div
      ref={ref}
      className={`table-responsive dash-table-scroll ${stickyFirstColumn ? 'has-sticky-first' : ''} ${className}`}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  );
  if (!stickyFirstColumn) return box;
  return (
    <div className="scroll-table">
      {hasMoreStart || hasMoreEnd ? (
        <p className="scroll-table-cue small text-body-secondary mb-1" data-testid="scroll-cue">
          {t('scrollSideways')}
          <ArrowRight size={14} aria-hidden="true" className="scroll-table-cue-arrow" />
        </p>
      ) : null}
      <div className={`scroll-table-frame ${hasMoreEnd ? 'has-more-end' : ''}`}>{box}</div>
    </div>
  );
}
