/**
 * Contract of the projects open-data API (/api/v1). The server validates requests and
 * responses with these schemas; the dashboard parses responses with them.
 *
 * Conventions:
 * - Money is in whole Kenya shillings (KES), as JSON numbers.
 * - Dates are ISO calendar dates "YYYY-MM-DD"; timestamps are ISO 8601 strings.
 * - Financial years are written "2023/24" (July to June), see ./financial-year.ts.
 * - Percentages (progress, absorption) are 0-100 numbers with at most one decimal.
 * - absorption = paid / budget x 100; balance = budget - paid.
 */
import { photoSchema, projectFeedbackSummarySchema } from './feedback.ts';
import { z } from './zod.ts';
import {
  CONTROL_CHARACTERS,
  DEFAULT_PROJECT_SORT,
  DEFECT_CATEGORIES,
  DEFECT_SEVERITIES,
  MAX_VALUE_LENGTH,
  MAX_VALUES_PER_FILTER,
  PROJECT_SORT_FIELDS,
  PROJECT_SORTS,
  PROJECT_STATES,
  PROJECTS_PAGE_LIMIT_DEFAULT,
  PROJECTS_PAGE_LIMIT_MAX,
  type ProjectSort,
  type ProjectState,
} from './project-constants.ts';
import { splitListParam } from './project-query.ts';
import { parseFinancialYear } from './financial-year.ts';
import { withUnit } from './field-info.ts';

// ---------------------------------------------------------------------------------------------
// Enumerations
// ---------------------------------------------------------------------------------------------

// The schema-free parts live in their own modules (importable without zod) and are re-exported
// here, so the server and tests find the whole contract in one place.
export * from './project-constants.ts';
export * from './project-query.ts';
export * from './project-figures.ts';
export * from './export-file-name.ts';

export const projectStateSchema = z.enum(PROJECT_STATES);
export const defectSeveritySchema = z.enum(DEFECT_SEVERITIES);
export const defectCategorySchema = z.enum(DEFECT_CATEGORIES);

// ---------------------------------------------------------------------------------------------
// Query (filters shared by list, summary and exports)
// ---------------------------------------------------------------------------------------------

const listInput = z.union([z.string(), z.array(z.string())]);

/**
 * A filter that takes several values: `?ward=Wote&ward=Mbitini` or `?ward=Wote,Mbitini`.
 * Values are kept as given (names, codes or ids); the server resolves them and reports unknown ones.
 */
function listParam(field: string, description: string) {
  return listInput
    .optional()
    .transform((value, ctx) => {
      const values = splitListParam(value);
      if (values.length > MAX_VALUES_PER_FILTER) {
        ctx.addIssue({
          code: 'custom',
          message: `at most ${MAX_VALUES_PER_FILTER} values are allowed`,
          input: value,
        });
        return z.NEVER;
      }
      for (const v of values) {
        if (CONTROL_CHARACTERS.test(v)) {
          ctx.addIssue({
            code: 'custom',
            message: 'must not contain control characters',
            input: v,
          });
          return z.NEVER;
        }
        if (v.length > MAX_VALUE_LENGTH) {
          ctx.addIssue({
            code: 'custom',
            message: `"${v.slice(0, 40)}..." is longer than ${MAX_VALUE_LENGTH} characters`,
            input: v,
          });
          return z.NEVER;
        }
      }
      return values;
    })
    .describe(
      `${description} Several values (repeated parameter or comma list) combine with OR. [${field}]`,
    );
}

const stateListParam = listParam('state', 'Project state.').transform((values, ctx) => {
  for (const v of values) {
    if (!(PROJECT_STATES as readonly string[]).includes(v)) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown state "${v}"; use one of ${PROJECT_STATES.join(', ')}`,
        input: v,
      });
      return z.NEVER;
    }
  }
  return [...new Set(values)] as ProjectState[];
});

const financialYearListParam = listParam('financialYear', 'Financial year like 2023/24.').transform(
  (values, ctx) => {
    for (const v of values) {
      if (parseFinancialYear(v) === null) {
        ctx.addIssue({
          code: 'custom',
          message: `"${v}" is not a financial year like 2023/24`,
          input: v,
        });
        return z.NEVER;
      }
    }
    return [...new Set(values)];
  },
);

function singleString(value: string | readonly string[] | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  return value[value.length - 1];
}

function intParam(field: string, min: number, max: number, fallback: number, maxMessage?: string) {
  return listInput
    .optional()
    .transform((raw, ctx) => {
      const value = singleString(raw)?.trim();
      if (value === undefined || value === '') return fallback;
      if (!/^[0-9]{1,9}$/.test(value)) {
        ctx.addIssue({
          code: 'custom',
          message: `"${value.slice(0, 40)}" is not a whole number`,
          input: raw,
        });
        return z.NEVER;
      }
      const n = Number(value);
      if (n < min) {
        ctx.addIssue({ code: 'custom', message: `must be at least ${min}`, input: raw });
        return z.NEVER;
      }
      if (n > max) {
        ctx.addIssue({
          code: 'custom',
          message: maxMessage ?? `must be at most ${max}`,
          input: raw,
        });
        return z.NEVER;
      }
      return n;
    })
    .describe(`${field}: whole number from ${min} to ${max}, default ${fallback}`);
}

/** Filters shared by /projects, /projects/summary and the exports. */
export const projectFiltersQuerySchema = z.object({
  subCounty: listParam('subCounty', 'Sub-county name or code (e.g. "Makueni" or "086").'),
  ward: listParam('ward', 'Ward name, code or alias (e.g. "Wote" or "0424").'),
  department: listParam(
    'department',
    'Department id (e.g. "health") or full name (names contain commas: repeat the parameter).',
  ),
  state: stateListParam,
  financialYear: financialYearListParam,
  q: listInput
    .optional()
    .transform((raw, ctx) => {
      const value = singleString(raw)?.trim() ?? '';
      if (value.length > 200) {
        ctx.addIssue({ code: 'custom', message: 'must be at most 200 characters', input: raw });
        return z.NEVER;
      }
      if (CONTROL_CHARACTERS.test(value)) {
        ctx.addIssue({
          code: 'custom',
          message: 'must not contain control characters',
          input: raw,
        });
        return z.NEVER;
      }
      return value === '' ? undefined : value;
    })
    .describe(
      'Free-text search over code, title, description and contractor; case- and accent-insensitive; every word must match.',
    ),
});

/** Query of GET /api/v1/projects: filters plus sort and pagination. */
export const projectsQuerySchema = projectFiltersQuerySchema.extend({
  sort: listInput
    .optional()
    .transform((raw, ctx) => {
      const value = singleString(raw)?.trim();
      if (value === undefined || value === '') return DEFAULT_PROJECT_SORT;
      if (!(PROJECT_SORTS as readonly string[]).includes(value)) {
        ctx.addIssue({
          code: 'custom',
          message: `unknown sort "${value.slice(0, 40)}"; use one of ${PROJECT_SORT_FIELDS.join(', ')} (prefix "-" for descending)`,
          input: raw,
        });
        return z.NEVER;
      }
      return value as ProjectSort;
    })
    .describe('Sort field, "-" prefix for descending; ties are broken by code.'),
  page: intParam('page', 1, 1_000_000, 1),
  limit: intParam('limit', 1, PROJECTS_PAGE_LIMIT_MAX, PROJECTS_PAGE_LIMIT_DEFAULT),
});

/** What a client may send (all optional); arrays or comma lists for the multi-value filters. */
/** The path parameters of every route about one project (`/projects/{code}/...`). */
export const projectCodeParamsSchema = z.object({
  code: z
    .string()
    .min(1, 'is required')
    .max(100, 'must be at most 100 characters')
    .refine((v) => !CONTROL_CHARACTERS.test(v), 'must not contain control characters')
    .describe('Project code, e.g. MKN-2023-00017'),
});

export type ProjectFiltersInput = z.input<typeof projectFiltersQuerySchema>;
export type ProjectsQueryInput = z.input<typeof projectsQuerySchema>;
/** Parsed filters: every multi-value filter is an array (possibly empty). */
export type ProjectFilters = z.output<typeof projectFiltersQuerySchema>;
export type ProjectsQuery = z.output<typeof projectsQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

// Units live in the field-info registry (read by the data dictionary); every field of a project
// carries a `.describe()` of its own meaning (common/src/data-dictionary.test.ts checks it).
const isoDate = withUnit(
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2024-01-31'),
  'YYYY-MM-DD',
  'date',
);
const money = withUnit(z.number().int(), 'KES');
const percent = withUnit(z.number().min(0), '%');

export const geoPointSchema = z.object({
  lat: withUnit(z.number().min(-90).max(90), 'degrees (WGS 84)').describe('Latitude'),
  lon: withUnit(z.number().min(-180).max(180), 'degrees (WGS 84)').describe('Longitude'),
});
export type GeoPoint = z.infer<typeof geoPointSchema>;

export const progressReadingSchema = z.object({
  date: isoDate.describe('Day the progress was measured on site'),
  percent: percent.max(100).describe('Share of the planned works physically done that day'),
  note: z.string().nullable().describe('What the inspector noted, if anything'),
});
export type ProgressReading = z.infer<typeof progressReadingSchema>;

export const defectSchema = z.object({
  id: z.number().int().describe('Number of the defect, unique in the portal'),
  category: defectCategorySchema.describe('Kind of fault'),
  severity: defectSeveritySchema.describe('How serious the fault is'),
  description: z.string().describe('The fault as reported'),
  reportedOn: isoDate.describe('Day the defect was reported'),
  fixedOn: isoDate.nullable().describe('Day it was fixed; null while it is open'),
  liabilityPeriodEnd: isoDate
    .nullable()
    .describe('Last day the contractor must repair defects at their own cost'),
});
export type Defect = z.infer<typeof defectSchema>;

export const involvementSchema = z.object({
  forums: z.number().int().min(0).describe('Public participation forums held for the project'),
  participants: z.number().int().min(0).describe('People who attended those forums'),
});
export type Involvement = z.infer<typeof involvementSchema>;

// ---------------------------------------------------------------------------------------------
// Projects
// ---------------------------------------------------------------------------------------------

export const projectListItemSchema = z.object({
  code: z.string().describe('Project code, unique and stable (e.g. MKN-2023-00102)'),
  title: z.string().describe('Short name of the works'),
  department: z.string().describe('Department name'),
  departmentId: z.string().describe('Department id, as the department filter takes it'),
  subCounty: z.string().describe('Sub-county the project is in'),
  subCountyCode: z.string().describe('IEBC constituency code of the sub-county (083-088)'),
  ward: z.string().describe('Ward the project is in, from the project record'),
  wardCode: z.string().describe('IEBC ward code (0411-0440)'),
  state: projectStateSchema.describe('Where the project stands'),
  stalledReason: z.string().nullable().describe('Set when state is "stalled"'),
  financialYear: z.string().describe('Financial year the project was budgeted in (July to June)'),
  budget: money.describe('Approved budget, KES'),
  contractSum: money.nullable().describe('Contract sum, KES; null before award'),
  paid: money.describe('Amount paid to date, KES'),
  fundingSource: z.string().describe('Where the money comes from'),
  contractor: z.string().nullable().describe('Firm awarded the works; null before award'),
  progress: percent.max(100).nullable().describe('Latest physical progress reading, %'),
  progressDate: isoDate.nullable().describe('Day of the latest progress reading'),
  priorityRank: z
    .number()
    .int()
    .min(1)
    .nullable()
    .describe('Citizen priority rank in the ward, 1 = highest'),
  startDate: isoDate.nullable().describe('Day the works started'),
  plannedEndDate: isoDate.nullable().describe('Day the works were planned to end'),
  completionDate: isoDate.nullable().describe('Day the works were completed'),
  lastVerified: isoDate.nullable().describe('Day the record was last checked on site'),
  location: geoPointSchema.nullable().describe('Where the works are; null when not recorded'),
  involvement: involvementSchema.describe('Public participation in the project'),
  openDefects: z.number().int().min(0).describe('Defects reported and not yet fixed'),
});
export type ProjectListItem = z.infer<typeof projectListItemSchema>;

export const projectDetailSchema = projectListItemSchema.extend({
  description: z.string().describe('What the works are, in full'),
  progressReadings: z.array(progressReadingSchema).describe('Progress readings, oldest first'),
  defects: z.array(defectSchema).describe('Defects reported on the works'),
  isSample: z.boolean().describe('True for the generated sample, not a county record'),
  updatedAt: withUnit(z.string(), 'ISO 8601', 'date-time').describe(
    'When the record last changed (an import or an edit)',
  ),
  feedback: projectFeedbackSummarySchema
    .optional()
    .describe("Residents' published feedback and how much of it the county answered"),
  photos: z
    .array(photoSchema)
    .optional()
    .describe("Photos of the works: staff's, and residents' once their feedback is published"),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/**
 * A free-text search counts its matches up to this many; past it the total is a lower bound
 * (`totalRelation: "gte"`), as big search engines answer, so that a common word over a million
 * projects costs no more than a rare one. Filters without words are always counted exactly.
 */
export const SEARCH_COUNT_CAP = 10_000;

export const projectsPageSchema = z.object({
  items: z.array(projectListItemSchema),
  total: z
    .number()
    .int()
    .min(0)
    .describe('Number of matching projects; a lower bound when totalRelation is "gte"'),
  totalRelation: z
    .enum(['eq', 'gte'])
    .describe(
      `"eq": total is exact; "gte": a free-text search matched more than ${SEARCH_COUNT_CAP.toLocaleString('en')} projects and total says at least that many (the summary counts them all)`,
    ),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
  pages: z
    .number()
    .int()
    .min(0)
    .describe('Pages of `limit` in total; follow nextCursor past it when totalRelation is "gte"'),
  sort: z.string(),
  dataVersion: z.string(),
});
export type ProjectsPage = z.infer<typeof projectsPageSchema>;

// ---------------------------------------------------------------------------------------------
// Meta
// ---------------------------------------------------------------------------------------------

export const wardOptionSchema = z.object({ name: z.string(), code: z.string() });
export const subCountyOptionSchema = z.object({
  name: z.string(),
  code: z.string(),
  wards: z.array(wardOptionSchema),
});
export const departmentOptionSchema = z.object({ id: z.string(), name: z.string() });

export const dataLicenceSchema = z.object({
  id: z.string().nullable().describe('SPDX identifier, e.g. "CC-BY-4.0"; null for another licence'),
  name: z.string().describe('Short name, e.g. "CC BY 4.0"'),
  title: z.string().describe('Full name, e.g. "Creative Commons Attribution 4.0 International"'),
  url: z.string().describe('Where the licence text is'),
});
export type DataLicence = z.infer<typeof dataLicenceSchema>;

export const dataContactSchema = z.object({
  label: z.string().describe('Email address, web address or page, as shown'),
  href: z.string().describe('mailto:, http(s): or a path on this site'),
});
export type DataContact = z.infer<typeof dataContactSchema>;

export const metaSchema = z.object({
  county: z.object({ name: z.string(), code: z.string(), headquarters: z.string() }),
  subCounties: z.array(subCountyOptionSchema),
  departments: z.array(departmentOptionSchema),
  states: z.array(projectStateSchema),
  financialYears: z.array(z.string()).describe('Years present in the data, oldest first'),
  dataset: z.object({
    name: z.string().describe('"Sample data" for the generated sample'),
    isSample: z.boolean(),
    projectCount: z.number().int().min(0),
  }),
  isSample: z.boolean(),
  dataLicence: dataLicenceSchema.describe(
    'Licence of the projects data (this API, the exports and the dashboard)',
  ),
  publisher: z.object({ name: z.string() }).describe('Who publishes the projects data'),
  contact: dataContactSchema
    .nullable()
    .describe('Where to ask about the data; null when the publisher has not configured one'),
  licence: z.object({ name: z.string(), url: z.string() }).describe('Licence of the boundary data'),
  attribution: z
    .string()
    .describe('Required attribution text for the boundaries (map, About page)'),
  boundariesNote: z.string().describe('Caveat on the accuracy of the ward boundaries'),
  dataVersion: z.string(),
  lastUpdated: z
    .string()
    .describe(
      'ISO timestamp of the last change of the data (an import, a seed or an edit); not changed by a restart',
    ),
});
export type Meta = z.infer<typeof metaSchema>;
export type WardOption = z.infer<typeof wardOptionSchema>;
export type SubCountyOption = z.infer<typeof subCountyOptionSchema>;
export type DepartmentOption = z.infer<typeof departmentOptionSchema>;

// ---------------------------------------------------------------------------------------------
// Summary
// ---------------------------------------------------------------------------------------------

export const moneyTotalsSchema = z.object({
  budget: money,
  contractSum: money,
  paid: money,
});

export const stateCountSchema = z.object({
  state: projectStateSchema,
  count: z.number().int().min(0),
  budget: money,
  paid: money,
});

export const involvementSummarySchema = z.object({
  forums: z.number().int().min(0),
  participants: z.number().int().min(0),
  projectsWithForums: z.number().int().min(0),
  averageParticipantsPerForum: z.number().min(0),
});

export const prioritySummarySchema = z.object({
  rank: z.number().int().min(1).nullable().describe('null = not ranked by citizens'),
  count: z.number().int().min(0),
  budget: money,
  completed: z.number().int().min(0),
});

export const defectsSummarySchema = z.object({
  total: z.number().int().min(0),
  open: z.number().int().min(0),
  fixed: z.number().int().min(0),
  projectsWithDefects: z.number().int().min(0),
  bySeverity: z.array(
    z.object({ severity: defectSeveritySchema, count: z.number().int(), open: z.number().int() }),
  ),
  byCategory: z.array(z.object({ category: defectCategorySchema, count: z.number().int() })),
});

export const departmentStatSchema = z.object({
  department: z.string().describe('Department name'),
  departmentId: z.string(),
  count: z.number().int().min(0),
  budget: money,
  paid: money,
  absorption: percent.describe('paid / budget, %'),
});

export const financialSummarySchema = z.object({
  budget: money,
  contractSum: money,
  paid: money,
  balance: money.describe('budget - paid'),
  absorption: percent.describe('paid / budget, %'),
});

export const financialReportRowSchema = z.object({
  financialYear: z.string(),
  department: z.string(),
  departmentId: z.string(),
  count: z.number().int().min(0),
  budget: money,
  contractSum: money,
  paid: money,
  balance: money,
  absorption: percent,
});

export const facetValueSchema = z.object({
  value: z.string().describe('Value to send back in the filter'),
  label: z.string().describe('Display name'),
  count: z.number().int().min(0),
});

/**
 * Money per ward. Like the ward facet, it applies every filter except the ward filter, so a map
 * can colour every ward under the other filters; every ward is listed (zeros where nothing
 * matches), in the order of the ward facet.
 */
export const wardStatSchema = z.object({
  ward: z.string().describe('Ward name'),
  wardCode: z.string(),
  subCounty: z.string().describe('Sub-county name'),
  count: z.number().int().min(0),
  budget: money,
  paid: money,
  absorption: percent.describe('paid / budget, %'),
});

/**
 * Facet counts for each filter value. Each facet applies every filter except its own, so a
 * multi-select shows what adding a value would give.
 */
export const facetsSchema = z.object({
  subCounty: z.array(facetValueSchema),
  ward: z.array(facetValueSchema),
  department: z.array(facetValueSchema),
  state: z.array(facetValueSchema),
  financialYear: z.array(facetValueSchema),
});

export const projectsSummarySchema = z.object({
  totals: z.object({
    projects: z.number().int().min(0),
    budget: money,
    contractSum: money,
    paid: money,
  }),
  byState: z.array(stateCountSchema).describe('Every state, in PROJECT_STATES order'),
  involvement: involvementSummarySchema,
  priorities: z.array(prioritySummarySchema).describe('Ranks 1-5, then unranked'),
  defects: defectsSummarySchema,
  departmentStats: z.array(departmentStatSchema),
  financialSummary: financialSummarySchema,
  financialReport: z.array(financialReportRowSchema).describe('By financial year, then department'),
  facets: facetsSchema,
  byWard: z
    .array(wardStatSchema)
    .describe('Count, budget and paid for every ward, under every filter but the ward filter'),
  filters: z
    .object({
      subCounty: z.array(z.string()),
      ward: z.array(z.string()),
      department: z.array(z.string()),
      state: z.array(projectStateSchema),
      financialYear: z.array(z.string()),
      q: z.string().nullable(),
    })
    .describe('The filters as understood by the server (canonical names / ids)'),
  dataVersion: z.string(),
});
export type ProjectsSummary = z.infer<typeof projectsSummarySchema>;
export type StateCount = z.infer<typeof stateCountSchema>;
export type InvolvementSummary = z.infer<typeof involvementSummarySchema>;
export type PrioritySummary = z.infer<typeof prioritySummarySchema>;
export type DefectsSummary = z.infer<typeof defectsSummarySchema>;
export type DepartmentStat = z.infer<typeof departmentStatSchema>;
export type WardStat = z.infer<typeof wardStatSchema>;
export type FinancialSummary = z.infer<typeof financialSummarySchema>;
export type FinancialReportRow = z.infer<typeof financialReportRowSchema>;
export type FacetValue = z.infer<typeof facetValueSchema>;
export type Facets = z.infer<typeof facetsSchema>;

// ---------------------------------------------------------------------------------------------
// Boundaries (GET /api/v1/boundaries?level=ward|subCounty|county, GeoJSON RFC 7946)
// ---------------------------------------------------------------------------------------------

export const BOUNDARY_LEVELS = ['ward', 'subCounty', 'county'] as const;
export type BoundaryLevel = (typeof BOUNDARY_LEVELS)[number];

export const boundaryPropertiesSchema = z.object({
  level: z.enum(BOUNDARY_LEVELS),
  code: z.string().describe('wardCode, subCountyCode or county code'),
  name: z.string(),
  ward: z.string().optional(),
  wardCode: z.string().optional(),
  subCounty: z.string().optional(),
  subCountyCode: z.string().optional(),
  county: z.string(),
  countyCode: z.string(),
});
export type BoundaryProperties = z.infer<typeof boundaryPropertiesSchema>;

const positionSchema = z.array(z.number()).min(2);
export const boundaryFeatureSchema = z.object({
  type: z.literal('Feature'),
  id: z.string(),
  properties: boundaryPropertiesSchema,
  geometry: z.object({
    type: z.enum(['Polygon', 'MultiPolygon']),
    coordinates: z.union([
      z.array(z.array(positionSchema)),
      z.array(z.array(z.array(positionSchema))),
    ]),
  }),
});
export type BoundaryFeature = z.infer<typeof boundaryFeatureSchema>;

export const boundariesSchema = z.object({
  type: z.literal('FeatureCollection'),
  attribution: z.string(),
  features: z
    .array(boundaryFeatureSchema)
    .describe('Without ?level: wards, then sub-counties, then the county'),
});
export type Boundaries = z.infer<typeof boundariesSchema>;

// ---------------------------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------------------------

export const apiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string().describe('e.g. ward: unknown ward "Foo"'),
  issues: z
    .array(z.object({ field: z.string(), message: z.string() }))
    .optional()
    .describe('One entry per invalid field (400 only)'),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const healthSchema = z.object({
  status: z
    .enum(['ok', 'degraded'])
    .describe('degraded: the data is served, but writes fail (see writes)'),
  database: z.enum(['pglite', 'postgres']),
  dataVersion: z.string(),
  writes: z
    .object({
      ok: z.boolean(),
      problem: z
        .enum(['disk-full', 'read-only'])
        .optional()
        .describe("Why writes fail: the database's disk is full, or mounted read-only"),
      message: z.string().optional(),
    })
    .describe('Whether writes (imports, edits, sign-ins) can succeed now'),
});
export type Health = z.infer<typeof healthSchema>;
