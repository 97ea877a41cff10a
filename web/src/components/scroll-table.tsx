import type { ReactNode } from 'react';
import './scroll-table.scss';

/**
 * A table that scrolls sideways inside its card on narrow screens. The scroll box is focusable
 * and named, so keyboard users can scroll it too.
 */
export function ScrollTable({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={`table-responsive dash-table-scroll ${className}`}
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
