import type { CSSProperties, ReactNode } from 'react';

export interface DividerProps {
  /** Text in the line (a label, "or"). */
  children?: ReactNode;
  /** Where the text sits: near the start, in the middle, near the end. */
  align?: 'start' | 'center' | 'end';
  lineStyle?: 'solid' | 'dashed' | 'dotted' | 'double';
  /** A theme colour for the line (its -border-subtle tone) or any CSS colour. */
  color?: 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info' | 'dark';
  /** Line width in pixels. */
  width?: 1 | 2 | 3 | 4;
  className?: string;
}

/**
 * A horizontal rule with optional text. Bootstrap's own `<hr>` and `.vr` cover plain lines; this
 * adds the text, its alignment and the line's style. A separator for assistive technology, named
 * by its text.
 */
export function Divider({
  children,
  align = 'center',
  lineStyle = 'solid',
  color,
  width = 1,
  className = '',
}: DividerProps) {
  const style = {
    '--divider-style': lineStyle,
    '--divider-width': `${lineStyle === 'double' ? Math.max(3, width) : width}px`,
    ...(color ? { '--divider-color': `var(--bs-${color}-border-subtle)` } : {}),
  } as CSSProperties;
  const label = typeof children === 'string' ? children : undefined;
  return (
    <div
      role="separator"
      aria-label={label}
      className={`divider${align === 'center' ? '' : ` divider-${align}`} ${className}`}
      style={style}
    >
      {children}
    </div>
  );
}
