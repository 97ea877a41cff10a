import type { BoundaryFeature, GeoPoint } from '@app/common/projects';

type Ring = number[][];

function ringsOf(feature: BoundaryFeature): Ring[] {
  const g = feature.geometry;
  if (g.type === 'Polygon') return g.coordinates as Ring[];
  return (g.coordinates as Ring[][]).flat();
}

interface LocationSketchProps {
  ward: BoundaryFeature | undefined;
  point: GeoPoint | null;
  label: string;
}

/**
 * The project's ward outline with the project's position: a tiny SVG, no map library and no
 * tiles. North is up; longitude is scaled by the cosine of the latitude.
 */
export function LocationSketch({ ward, point, label }: LocationSketchProps) {
  if (!ward) return null;
  const rings = ringsOf(ward);
  const pts = rings.flat().filter((p): p is [number, number] => p.length >= 2);
  if (point) pts.push([point.lon, point.lat]);
  if (pts.length === 0) return null;
  const lons = pts.map((p) => p[0]);
  const lats = pts.map((p) => p[1]);
  const minX = Math.min(...lons);
  const maxX = Math.max(...lons);
  const minY = Math.min(...lats);
  const maxY = Math.max(...lats);
  const k = Math.cos(((minY + maxY) / 2) * (Math.PI / 180));
  const w = Math.max(1e-6, (maxX - minX) * k);
  const h = Math.max(1e-6, maxY - minY);
  const size = 200;
  const pad = 10;
  const scale = (size - 2 * pad) / Math.max(w, h);
  const ox = (size - w * scale) / 2;
  const oy = (size - h * scale) / 2;
  const x = (lon: number) => ox + (lon - minX) * k * scale;
  const y = (lat: number) => oy + (maxY - lat) * scale;
  const d = rings
    .map((r) => r.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p[0] ?? 0).toFixed(1)},${y(p[1] ?? 0).toFixed(1)}`).join(' ') + ' Z')
    .join(' ');
  return (
    <svg viewBox={`0 0 ${size} ${size}`} className="location-sketch" role="img" aria-label={label}>
      <path d={d} className="location-sketch-ward" />
      {point ? (
        <>
          <circle cx={x(point.lon)} cy={y(point.lat)} r="9" className="location-sketch-halo" />
          <circle cx={x(point.lon)} cy={y(point.lat)} r="4.5" className="location-sketch-point" />
        </>
      ) : null}
    </svg>
  );
}
