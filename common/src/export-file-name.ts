/**
 * File names of the projects exports, the same on the server (Content-Disposition) and in the
 * dashboard's download links: what the file holds (the filters) and the day it was taken, e.g.
 * `makueni-projects_ward-kasikeu_state-ongoing_2026-11-24.csv`. Plain ASCII letters, digits and
 * `-_+.` only, so it is the same name on every system, and bounded in length.
 */

/** The filters an export was made with; lists may be empty. */
export interface ExportNameFilters {
  subCounty?: readonly string[];
  ward?: readonly string[];
  department?: readonly string[];
  state?: readonly string[];
  financialYear?: readonly string[];
  q?: string | null;
}

export const EXPORT_FILE_PREFIX = 'makueni-projects';
/** The county's own calendar decides what "today" is in a file's name. */
export const EXPORT_TIME_ZONE = 'Africa/Nairobi';

/** Longest part of the name before the date and extension. */
const MAX_STEM = 120;
/** Longest single value (a long search or department name). */
const MAX_VALUE = 40;

const PARTS: readonly [keyof ExportNameFilters, string][] = [
  ['subCounty', 'subcounty'],
  ['ward', 'ward'],
  ['department', 'department'],
  ['state', 'state'],
  ['financialYear', 'fy'],
  ['q', 'search'],
];

/** Lower-case ASCII words joined by "-" ("Mbooni/Kako" → "mbooni-kako", "Kĩlũngũ" → "kilungu"). */
export function fileNameSlug(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_VALUE)
    .replace(/-+$/, '');
}

// Built once: a formatter with a time zone costs milliseconds to make on a slow phone, and the
// dashboard names four download links on every render.
let exportDateFormat: Intl.DateTimeFormat | undefined;

/** The calendar date (YYYY-MM-DD) of an instant in the county's time zone. */
export function exportDate(at: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  exportDateFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: EXPORT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return exportDateFormat.format(at);
}

/** The export's file name for these filters, taken at `at`, in this format (csv, xlsx, ...). */
export function exportFileName(filters: ExportNameFilters, format: string, at: Date): string {
  const parts = [EXPORT_FILE_PREFIX];
  for (const [key, label] of PARTS) {
    const raw = filters[key];
    const values = (typeof raw === 'string' ? [raw] : (raw ?? []))
      .map(fileNameSlug)
      .filter((v) => v !== '');
    if (values.length > 0) parts.push(`${label}-${[...new Set(values)].join('+')}`);
  }
  let stem = parts.join('_');
  if (stem.length > MAX_STEM) stem = stem.slice(0, MAX_STEM).replace(/[-_+]+$/, '');
  const extension = fileNameSlug(format) || 'dat';
  return `${stem}_${exportDate(at)}.${extension}`;
}
