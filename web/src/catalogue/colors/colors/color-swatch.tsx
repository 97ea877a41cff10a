import { Check, Copy } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { useClipboard } from '@/hooks/use-clipboard';
import { useDocumentTheme } from '@/hooks/use-document-theme';
import { formatColor } from './color-value';

interface ColorSwatchProps {
  /** What the swatch is called: a class (`.bg-primary`) or a variable (`--bs-primary`). */
  name: string;
  /** Classes that paint the swatch (`bg-primary bg-opacity-50`)… */
  className?: string;
  /** …or a CSS variable to paint it with. */
  variable?: string;
}

/**
 * A colour and its value as the browser computes it now (so it follows dark mode), copied with
 * a press. The value is read from the painted swatch, never typed in.
 */
export function ColorSwatch({ name, className = '', variable }: ColorSwatchProps) {
  const swatch = useRef<HTMLSpanElement>(null);
  const theme = useDocumentTheme();
  const [value, setValue] = useState('');
  const { copy, status } = useClipboard();

  useLayoutEffect(() => {
    if (swatch.current) setValue(formatColor(getComputedStyle(swatch.current).backgroundColor));
  }, [theme, className, variable]);

  return (
    <button
      type="button"
      className="palette-swatch"
      onClick={() => void copy(value)}
      aria-label={`${name}: ${value}. ${status === 'copied' ? 'Copied' : 'Copy the value'}`}
    >
      <span
        ref={swatch}
        className={`palette-swatch-paint ${className}`}
        style={variable ? { backgroundColor: `var(${variable})` } : undefined}
        aria-hidden="true"
      />
      <span className="palette-swatch-name">{name}</span>
      <span className="palette-swatch-value">
        {status === 'copied' ? (
          <Check size={12} aria-hidden="true" />
        ) : (
          <Copy size={12} aria-hidden="true" />
        )}
        {status === 'copied' ? 'Copied' : <bdi dir="ltr">{value}</bdi>}
      </span>
      <span className="visually-hidden" role="status">
        {status === 'copied' ? `Copied ${value}` : ''}
      </span>
    </button>
  );
}
