import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import adminUnitsJson from '../../../../common/src/data/admin-units.json' with { type: 'json' };
import departmentsJson from '../../../../common/src/data/departments.json' with { type: 'json' };
import { SERVER_ROOT } from '../../config/env.ts';

/** The real reference data: Makueni County's sub-counties, wards, departments and boundaries. */

export const GEO_DIR = path.join(SERVER_ROOT, 'src', 'db', 'seed', 'geo');

const adminUnitsSchema = z.object({
  county: z.object({ name: z.string(), code: z.string(), headquarters: z.string() }),
  subCounties: z.array(
    z.object({
      name: z.string(),
      code: z.string().regex(/^\d{3}$/),
      wards: z.array(
        z.object({
          name: z.string(),
          code: z.string().regex(/^\d{4}$/),
          aliases: z.array(z.string()),
        }),
      ),
    }),
  ),
});

const departmentsSchema = z.object({
  departments: z.array(
    z.object({ id: z.string(), name: z.string(), type: z.string(), variants: z.array(z.string()) }),
  ),
});

export const ADMIN_UNITS = adminUnitsSchema.parse(adminUnitsJson);
export const DEPARTMENTS_DATA = departmentsSchema.parse(departmentsJson);

export interface SubCountyRef {
  id: number;
  code: string;
  name: string;
}
export interface WardRef {
  id: number;
  code: string;
  name: string;
  subCountyId: number;
  aliases: string[];
}
export interface DepartmentRef {
  id: number;
  slug: string;
  name: string;
  kind: string;
  variants: string[];
  isListed: boolean;
}

export const SUB_COUNTY_REFS: SubCountyRef[] = ADMIN_UNITS.subCounties.map((s) => ({
  id: Number(s.code),
  code: s.code,
  name: s.name,
}));

export const WARD_REFS: WardRef[] = ADMIN_UNITS.subCounties.flatMap((s) =>
  s.wards.map((w) => ({
    id: Number(w.code),
    code: w.code,
    name: w.name,
    subCountyId: Number(s.code),
    aliases: w.aliases,
  })),
);

/** Every spending unit; the ten executive departments are listed in the filters. */
export const DEPARTMENT_REFS: DepartmentRef[] = DEPARTMENTS_DATA.departments.map((d, i) => ({
  id: i + 1,
  slug: d.id,
  name: d.name,
  kind: d.type,
  variants: d.variants,
  isListed: d.type === 'department',
}));

/** Attribution required by CC BY 4.0 for the boundaries (text from geo/PROVENANCE.md). */
export const BOUNDARIES_ATTRIBUTION =
  'Ward boundaries: "Kenya County Assembly Boundaries" by Benedict Aboki Omare and George Omare (2017), ' +
  'https://github.com/benaboki/Kenya-County-Assembly-Boundaries, CC BY 4.0. Extracted for Makueni County, ' +
  'fields renamed, coordinates rounded, sub-county and county outlines dissolved from the wards. ' +
  'The source may include geometry derived from OpenStreetMap: (c) OpenStreetMap contributors.';

export const BOUNDARIES_LICENCE = {
  name: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
};

export const BOUNDARIES_NOTE =
  'Boundaries are approximate and not official. Mbooni (0412) and Kithungo/Kitundu (0413) are largely ' +
  'transposed relative to the IEBC boundaries, and Nguumo, Ivingoni/Nzambani, Thange and Makindu differ ' +
  'substantially. Projects are assigned to wards from the project record, not from the map.';

const positionSchema = z.tuple([z.number(), z.number()]);
const polygonSchema = z.array(z.array(positionSchema));

const geoFeatureSchema = z.object({
  type: z.literal('Feature'),
  id: z.string(),
  properties: z.record(z.string(), z.string()),
  geometry: z.object({ type: z.literal('Polygon'), coordinates: polygonSchema }),
});
const geoCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  attribution: z.string().optional(),
  features: z.array(geoFeatureSchema),
});
export type GeoFeature = z.infer<typeof geoFeatureSchema>;
export type Polygon = z.infer<typeof polygonSchema>;

function readGeo(file: string): GeoFeature[] {
  const text = fs.readFileSync(path.join(GEO_DIR, file), 'utf8');
  return geoCollectionSchema.parse(JSON.parse(text)).features;
}

let geoCache: { wards: GeoFeature[]; subCounties: GeoFeature[]; county: GeoFeature[] } | undefined;

/** Ward, sub-county and county polygons, read once. */
export function loadBoundaries(): {
  wards: GeoFeature[];
  subCounties: GeoFeature[];
  county: GeoFeature[];
} {
  geoCache ??= {
    wards: readGeo('county.geojson'),
    subCounties: readGeo('sub-counties.geojson'),
    county: readGeo('county-boundary.geojson'),
  };
  return geoCache;
}
