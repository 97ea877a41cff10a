import { Bell, House, MapPin, Search } from 'lucide-react';

const SIZES = [16, 20, 24, 32, 48] as const;
const STROKES = [1, 1.5, 2, 3] as const;

/** The props every lucide icon takes: size, strokeWidth and absoluteStrokeWidth. */
export function IconSizes() {
  return (
    <div className="d-grid gap-4">
      <div className="demo-row">
        {SIZES.map((s) => (
          <span key={s} className="d-inline-flex flex-column align-items-center gap-1 me-3">
            <House size={s} aria-hidden="true" />
            <small className="text-body-secondary">size={s}</small>
          </span>
        ))}
      </div>
      <div className="demo-row">
        {STROKES.map((w) => (
          <span key={w} className="d-inline-flex flex-column align-items-center gap-1 me-3">
            <MapPin size={32} strokeWidth={w} aria-hidden="true" />
            <small className="text-body-secondary">strokeWidth={w}</small>
          </span>
        ))}
      </div>
      <div className="demo-row">
        {SIZES.map((s) => (
          <span key={s} className="d-inline-flex flex-column align-items-center gap-1 me-3">
            <Bell size={s} absoluteStrokeWidth aria-hidden="true" />
            <small className="text-body-secondary">absolute, {s}</small>
          </span>
        ))}
      </div>
      <p className="mb-0">
        <Search size="1em" aria-hidden="true" /> With <code>size=&quot;1em&quot;</code> an icon
        follows the text around it.
      </p>
    </div>
  );
}
