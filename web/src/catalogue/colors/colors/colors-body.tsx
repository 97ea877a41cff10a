import { ColorSwatch } from './color-swatch';

const BODY = [
  '--bs-body-bg',
  '--bs-secondary-bg',
  '--bs-tertiary-bg',
  '--bs-body-color',
  '--bs-emphasis-color',
  '--bs-secondary-color',
  '--bs-border-color',
  '--bs-border-color-translucent',
  '--bs-link-color',
  '--bs-link-hover-color',
  '--bs-highlight-bg',
  '--bs-code-color',
] as const;

const FIXED = ['white', 'black'] as const;

/** The surfaces, text and borders of the page: they swap in dark mode. White and black do not. */
export function ColorsBody() {
  return (
    <div className="palette-grid">
      {BODY.map((v) => (
        <ColorSwatch key={v} name={v} variable={v} />
      ))}
      {FIXED.map((c) => (
        <ColorSwatch key={c} name={`.bg-${c}`} className={`bg-${c}`} />
      ))}
    </div>
  );
}
