import { ColorSwatch } from './color-swatch';
import { THEME_COLORS } from './colors-data';

/**
 * Each theme colour with the variables Bootstrap derives from it: a subtle background, a subtle
 * border and an emphasis text colour. The subtle and emphasis values change in dark mode.
 */
export function ColorsTheme() {
  return (
    <div className="d-grid gap-4">
      {THEME_COLORS.map((color) => (
        <div key={color}>
          <p className={`text-bg-${color} rounded px-3 py-2 mb-2 fw-semibold text-capitalize`}>
            {color}
          </p>
          <div className="palette-grid">
            <ColorSwatch name={`--bs-${color}`} variable={`--bs-${color}`} />
            <ColorSwatch name={`--bs-${color}-bg-subtle`} variable={`--bs-${color}-bg-subtle`} />
            <ColorSwatch
              name={`--bs-${color}-border-subtle`}
              variable={`--bs-${color}-border-subtle`}
            />
            <ColorSwatch
              name={`--bs-${color}-text-emphasis`}
              variable={`--bs-${color}-text-emphasis`}
            />
          </div>
        </div>
      ))}
    </div>
  );
}
