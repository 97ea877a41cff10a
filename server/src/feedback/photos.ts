import { createHash } from 'node:crypto';
import exifr from 'exifr';
import sharp, { type Metadata } from 'sharp';
import { PHOTO_WIDTHS } from '@app/common/feedback';
import { loadBoundaries, type Polygon } from '../db/seed/reference-data.ts';
import { pointInPolygon } from '../db/seed/geo-points.ts';

export type ImageType = 'jpeg' | 'png' | 'webp' | 'heic';

/**
 * Whether this build of sharp decodes HEIC (HEVC inside HEIF). The prebuilt sharp reads HEIF only
 * as AVIF (its libheif comes without an HEVC decoder, for licensing reasons), so HEIC photos are
 * refused up front, saying so, instead of failing halfway as a "damaged" image.
 */
export const HEIC_READABLE = (sharp.format.heif?.input.fileSuffix ?? []).some(
  (suffix) => suffix.toLowerCase() === '.heic',
);

/** The image formats accepted, as the refusals name them. */
export const ACCEPTED_FORMATS = HEIC_READABLE ? 'JPEG, PNG, WebP or HEIC' : 'JPEG, PNG or WebP';

/** Largest image, in pixels, that is decoded (a small file can expand to a huge bitmap). */
export const MAX_INPUT_PIXELS = 50_000_000;

/** The image type the bytes themselves say (magic numbers), whatever the file is called. */
export function sniffImage(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') {
    const brand = bytes.toString('latin1', 8, 12);
    if (['heic', 'heix', 'hevc', 'mif1', 'heim', 'heis'].includes(brand)) return 'heic';
  }
  return null;
}

export interface EncodedFile {
  width: number;
  format: 'webp' | 'jpeg';
  hash: string;
  bytes: Buffer;
}

export interface ProcessedPhoto {
  width: number;
  height: number;
  takenAt: Date | null;
  lat: number | null;
  lon: number | null;
  files: EncodedFile[];
}

/** A file the server will not take; the message names it and is safe to show. */
export class PhotoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhotoError';
  }
}

interface ExifFields {
  DateTimeOriginal?: unknown;
  CreateDate?: unknown;
  latitude?: unknown;
  longitude?: unknown;
}

/** Capture time and GPS position from the original's EXIF (before anything is stripped). */
export async function readExif(
  bytes: Buffer,
): Promise<{ takenAt: Date | null; lat: number | null; lon: number | null }> {
  let tags: ExifFields | undefined;
  try {
    tags = (await exifr.parse(bytes, { gps: true, tiff: true, exif: true })) as
      ExifFields | undefined;
  } catch {
    tags = undefined;
  }
  const when = tags?.DateTimeOriginal ?? tags?.CreateDate;
  const takenAt = when instanceof Date && !Number.isNaN(when.getTime()) ? when : null;
  const lat =
    typeof tags?.latitude === 'number' && Number.isFinite(tags.latitude) ? tags.latitude : null;
  const lon =
    typeof tags?.longitude === 'number' && Number.isFinite(tags.longitude) ? tags.longitude : null;
  return lat !== null && lon !== null && Math.abs(lat) <= 90 && Math.abs(lon) <= 180
    ? { takenAt, lat, lon }
    : { takenAt, lat: null, lon: null };
}

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/**
 * Checks one upload by content and re-encodes it into the served widths, WebP and JPEG, turned
 * upright and without any metadata (sharp writes none unless asked). Throws PhotoError naming the
 * file when it is not an image the server reads.
 */
export async function processPhoto(
  name: string,
  bytes: Buffer,
  heicReadable = HEIC_READABLE,
): Promise<ProcessedPhoto> {
  const type = sniffImage(bytes);
  if (!type) throw new PhotoError(`${name}: not a ${ACCEPTED_FORMATS} image`);
  if (type === 'heic' && !heicReadable)
    throw new PhotoError(
      `${name}: HEIC photos are not supported; send it as JPEG, PNG or WebP (most phones can ` +
        'save or share a photo as JPEG)',
    );
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new PhotoError(
      type === 'heic'
        ? `${name}: this HEIC photo cannot be read; send it as JPEG`
        : `${name}: the image is damaged or cannot be read`,
    );
  }
  if (!meta.width || !meta.height) throw new PhotoError(`${name}: the image has no size`);
  if (meta.width * meta.height > MAX_INPUT_PIXELS)
    throw new PhotoError(`${name}: the image is too large (more than 50 megapixels)`);
  const exif = await readExif(bytes);
  // Orientation 5-8 swaps width and height once the photo is turned upright.
  const swapped = (meta.orientation ?? 1) >= 5;
  const width = swapped ? meta.height : meta.width;
  const height = swapped ? meta.width : meta.height;
  const widths = [...new Set(PHOTO_WIDTHS.map((w) => Math.min(w, width)))];
  const files: EncodedFile[] = [];
  try {
    for (const w of widths) {
      const base = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: w, withoutEnlargement: true });
      const [webp, jpeg] = await Promise.all([
        base.clone().webp({ quality: 78 }).toBuffer(),
        base
          .clone()
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 80, mozjpeg: true })
          .toBuffer(),
      ]);
      files.push({ width: w, format: 'webp', hash: hashOf(webp), bytes: webp });
      files.push({ width: w, format: 'jpeg', hash: hashOf(jpeg), bytes: jpeg });
    }
  } catch {
    throw new PhotoError(`${name}: the image is damaged or cannot be read`);
  }
  return { width, height, ...exif, files };
}

const EARTH_KM = 6371;

/** Kilometres from a point to a segment, on a local flat projection around the point. */
function segmentKm(lon: number, lat: number, a: [number, number], b: [number, number]): number {
  const kx = (Math.PI / 180) * EARTH_KM * Math.cos((lat * Math.PI) / 180);
  const ky = (Math.PI / 180) * EARTH_KM;
  const ax = (a[0] - lon) * kx;
  const ay = (a[1] - lat) * ky;
  const bx = (b[0] - lon) * kx;
  const by = (b[1] - lat) * ky;
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
  return Math.hypot(ax + t * dx, ay + t * dy);
}

/** 0 inside the polygon; otherwise the distance to its nearest edge, in km. */
export function distanceToPolygonKm(lon: number, lat: number, polygon: Polygon): number {
  if (pointInPolygon(lon, lat, polygon)) return 0;
  let best = Infinity;
  for (const ring of polygon) {
    for (let i = 1; i < ring.length; i += 1) {
      const a = ring[i - 1] as [number, number];
      const b = ring[i] as [number, number];
      best = Math.min(best, segmentKm(lon, lat, a, b));
    }
  }
  return best;
}

/**
 * How far from the project's ward a photo was taken: 0 inside it, kilometres (one decimal, at
 * least 0.1) outside, null when the photo has no position or the ward has no boundary.
 */
export function wardDistanceKm(
  wardId: number,
  lat: number | null,
  lon: number | null,
): number | null {
  if (lat === null || lon === null) return null;
  const ward = loadBoundaries().wards.find((f) => Number(f.id) === wardId);
  if (!ward) return null;
  const km = distanceToPolygonKm(lon, lat, ward.geometry.coordinates);
  return km === 0 ? 0 : Math.max(0.1, Math.round(km * 10) / 10);
}
