import type { Prng } from '../../lib/prng.ts';
import type { Polygon } from './reference-data.ts';

type Ring = Polygon[number];

/** Ray casting; the polygon's first ring is the exterior, others are holes. */
export function pointInPolygon(lon: number, lat: number, polygon: Polygon): boolean {
  const [outer, ...holes] = polygon;
  if (!outer || !inRing(lon, lat, outer)) return false;
  return !holes.some((h) => inRing(lon, lat, h));
}

function inRing(x: number, y: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Area centroid of the exterior ring. */
export function ringCentroid(ring: Ring): [number, number] {
  let a = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    const f = xj * yi - xi * yj;
    a += f;
    cx += (xj + xi) * f;
    cy += (yj + yi) * f;
  }
  if (a === 0) return ring[0] ?? [0, 0];
  return [cx / (3 * a), cy / (3 * a)];
}

export interface WardArea {
  polygon: Polygon;
  centre: [number, number];
  /** Half the smaller side of the bounding box, in degrees. */
  spread: number;
}

export function wardArea(polygon: Polygon): WardArea {
  const outer = polygon[0] ?? [];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of outer) {
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  let centre = ringCentroid(outer);
  if (!pointInPolygon(centre[0], centre[1], polygon)) {
    // Concave ward: use the inside point nearest the bounding-box middle on a fine grid.
    const mid: [number, number] = [(minX + maxX) / 2, (minY + maxY) / 2];
    let best: [number, number] | undefined;
    let bestD = Infinity;
    for (let i = 1; i < 40; i += 1) {
      for (let j = 1; j < 40; j += 1) {
        const p: [number, number] = [
          minX + ((maxX - minX) * i) / 40,
          minY + ((maxY - minY) * j) / 40,
        ];
        if (!pointInPolygon(p[0], p[1], polygon)) continue;
        const d = (p[0] - mid[0]) ** 2 + (p[1] - mid[1]) ** 2;
        if (d < bestD) {
          bestD = d;
          best = p;
        }
      }
    }
    centre = best ?? (outer[0] as [number, number]);
  }
  return { polygon, centre, spread: Math.min(maxX - minX, maxY - minY) / 2 };
}

/** A point near the ward's centre, jittered, always inside the ward polygon (6 decimals). */
export function pointNearCentre(area: WardArea, rng: Prng): { lat: number; lon: number } {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const radius = area.spread * 0.6 * Math.sqrt(rng.next());
    const angle = rng.next() * 2 * Math.PI;
    const lon = round6(area.centre[0] + radius * Math.cos(angle));
    const lat = round6(area.centre[1] + radius * Math.sin(angle));
    if (pointInPolygon(lon, lat, area.polygon)) return { lat, lon };
  }
  return { lon: round6(area.centre[0]), lat: round6(area.centre[1]) };
}

function round6(v: number): number {
  return Math.round(v * 1e6) / 1e6;
}
