import { ColorSwatch } from './color-swatch';
import { THEME_COLORS } from './colors-data';

const OPACITIES = [100, 75, 50, 25, 10] as const;

/** Tints of every theme colour with Bootstrap's background opacity utilities. */
export function ColorsTints() {
  return (
    <div className="d-grid gap-3">
      {THEME_COLORS.map((color) => (
        <div key={color} className="palette-grid">
          {OPACITIES.map((o) => (
            <ColorSwatch
              key={o}
              name={`.bg-${color} .bg-opacity-${o}`}
              className={`bg-${color} bg-opacity-${o}`}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
