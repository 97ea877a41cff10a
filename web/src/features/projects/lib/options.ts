/**
 * What the dashboard offers of the projects API (page sizes, download formats). The contract's
 * own values and helpers come from the schema-free modules of `@app/common` (no zod on the first
 * paint); the schemas are loaded lazily to parse responses (see api/parse.ts).
 */
import type { ExportFormat } from '@app/common/project-constants';

/** Page sizes offered by the projects table. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;

/** Formats offered as download buttons (JSON is available from the API too). */
export const EXPORT_LINK_FORMATS = [
  'csv',
  'xlsx',
  'geojson',
] as const satisfies readonly ExportFormat[];
