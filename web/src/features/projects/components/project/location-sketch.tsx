import type { BoundaryFeature, GeoPoint } from '@app/common/projects';

type Ring = number[][];
type Point = [number, number];

const SIZE = 200;
const PAD = 10;

function ringsOf(feature: BoundaryFeature): Ring[] {
  const g = feature.geometry;
  if (g.type === 'Polygon') return g.coordinates as Ring[];
  return (g.coordinates as Ring[][]).flat();
}

function pointsOf(features: readonly BoundaryFeature[]): Point[] {
  return features.flatMap((f) => ringsOf(f).flat()).filter((p): p is Point => p.length >= 2);
}

interface Projection {
  x: (lon: number) => number;
  y: (lat: number) => number;
}

/** Fits the points into the square: north up, longitude scaled by the cosine of the latitude. */
function fit(pts: readonly Point[]): Projection {
  const lons = pts.map((p) => p[0]);
  const lats = pts.map((p) => p[1]);
  const minX = Math.min(...lons);
  const maxX = Math.max(...lons);
  const minY = Math.min(...lats);
  const maxY = Math.max(...lats);
  const k = Math.cos(((minY + maxY) / 2) * (Math.PI / 180));
  const w = Math.max(1e-6, (maxX - minX) * k);
  const h = Math.max(1e-6, maxY - minY);
  const scale = (SIZE - 2 * PAD) / Math.max(w, h);
  const ox = (SIZE - w * scale) / 2;
  const oy = (SIZE - h * scale) / 2;
  return { x: (lon) => ox + (lon - minX) * k * scale, y: (lat) => oy + (maxY - lat) * scale };
}

function pathOf(feature: BoundaryFeature, { x, y }: Projection): string {
  return ringsOf(feature)
    .map(
      (r) =>
        r
          .map(
            (p, i) => `${i === 0 ? 'M' : 'L'}${x(p[0] ?? 0).toFixed(1)},${y(p[1] ?? 0).toFixed(1)}`,
          )
          .join(' ') + ' Z',
    )
    .join(' ');
}

function Position({ point, at }: { point: GeoPoint; at: Projection }) {
  return (
    <>
      <circle cx={at.x(point.lon)} cy={at.y(point.lat)} r="9" className="location-sketch-halo" />
      <circle cx={at.x(point.lon)} cy={at.y(point.lat)} r="4.5" className="location-sketch-point" />
    </>
  );
}

interface LocationSketchProps {
  ward: BoundaryFeature | undefined;
  /** Every ward of the county: the first sketch shows the project's ward among them. */
  countyWards?: readonly BoundaryFeature[];
  point: GeoPoint | null;
  label: string;
  /** The county sketch's label. */
  countyLabel?: string;
}

/**
 * Where the project is, without a map library or tiles: the county's wards with the project's
 * ward marked, then that ward on its own with the project's position.
 */
export function LocationSketch({
  ward,
  countyWards = [],
  point,
  label,
  countyLabel,
}: LocationSketchProps) {
  if (!ward) return null;
  const wardPoints = pointsOf([ward]);
  if (point) wardPoints.push([point.lon, point.lat]);
  if (wardPoints.length === 0) return null;
  const near = fit(wardPoints);
  const countyPoints = pointsOf(countyWards);
  const county = countyWards.length > 1 && countyPoints.length > 0 ? fit(countyPoints) : null;
  return (
    <div className="location-sketches">
      {county ? (
        <svg
          viewBox={`0 0 ${SIZE} ${SIZE}`}
          className="location-sketch"
          role="img"
          aria-label={countyLabel}
        >
          {countyWards
            .filter((f) => f !== ward)
            .map((f) => (
              <path
                key={f.properties.code}
                d={pathOf(f, county)}
                className="location-sketch-other"
                data-testid="location-sketch-other"
              />
            ))}
          <path
            d={pathOf(ward, county)}
            className="location-sketch-ward"
            data-testid="location-sketch-ward"
          />
          {point ? <Position point={point} at={county} /> : null}
        </svg>
      ) : null}
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        className="location-sketch"
        role="img"
        aria-label={label}
      >
        <path
          d={pathOf(ward, near)}
          className="location-sketch-ward"
          data-testid="location-sketch-ward"
        />
        {point ? <Position point={point} at={near} /> : null}
      </svg>
    </div>
  );
}
