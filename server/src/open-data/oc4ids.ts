/**
 * Projects in the Open Contracting for Infrastructure Data Standard (OC4IDS 0.9.5): a pure
 * mapping from the API's project record to an OC4IDS project, and the package's opening. The
 * field-by-field mapping is written for reusers in the knowledge base ("OC4IDS mapping").
 */
import type { DataLicence, ProjectDetail, ProjectListItem, ProjectState } from '@app/common';
import { loadBoundaries } from '../db/seed/reference-data.ts';

export const OC4IDS_VERSION = '0.9';
export const CURRENCY = 'KES';

export interface Oc4idsSettings {
  /** The six-character project identifier prefix the standard's owners assigned (OC4IDS_PREFIX). */
  prefix: string;
  publisher: string;
  licence: DataLicence;
  /** Scheme, host and port the portal is reached at, no trailing slash. */
  baseUrl: string;
}

/** The closed `status` codelist; a stalled project stays in implementation (said in `makueni`). */
export const STATUS_BY_STATE: Record<ProjectState, string> = {
  planned: 'identification',
  procurement: 'preparation',
  ongoing: 'implementation',
  stalled: 'implementation',
  completed: 'completion',
  cancelled: 'cancelled',
};

type Json = Record<string, unknown>;

export function oc4idsId(prefix: string, code: string): string {
  return `oc4ids-${prefix}-${code}`;
}

const amount = (value: number) => ({ amount: value, currency: CURRENCY });

/** A date (YYYY-MM-DD) as the date-time OC4IDS asks for: midnight UTC of that day. */
export function dateTime(date: string | null): string | undefined {
  if (!date) return undefined;
  return date.length === 10 ? `${date}T00:00:00Z` : new Date(date).toISOString();
}

function period(start: string | null, end: string | null): Json | undefined {
  const startDate = dateTime(start);
  const endDate = dateTime(end);
  if (!startDate && !endDate) return undefined;
  return { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}) };
}

let wardCentres: Map<string, [number, number]> | undefined;

/** Centre of each ward's bounding box, [longitude, latitude], by ward code (read once). */
export function wardCentre(wardCode: string): [number, number] | undefined {
  if (!wardCentres) {
    wardCentres = new Map();
    for (const f of loadBoundaries().wards) {
      const ring = f.geometry.coordinates[0] ?? [];
      if (ring.length === 0) continue;
      let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
      for (const [x, y] of ring) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
      const code = f.properties.wardCode ?? f.id;
      wardCentres.set(code, [round6((minX + maxX) / 2), round6((minY + maxY) / 2)]);
    }
  }
  return wardCentres.get(wardCode);
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** Kenya's electoral boundaries (IEBC codes) name wards and sub-counties (constituencies). */
export const GAZETTEER_SCHEME = 'KE-IEBC';

function countyParty(settings: Oc4idsSettings): Json {
  return { id: 'makueni-county', name: settings.publisher };
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

/** The stalled project's stall, said in words in the description (status stays implementation). */
function describe(project: ProjectListItem, description: string | undefined): string {
  const parts = [description?.trim() || project.title];
  if (project.state === 'stalled') {
    parts.push(
      project.stalledReason
        ? `Stalled: ${project.stalledReason}.`
        : 'Stalled (no reason recorded).',
    );
  }
  return parts.join(' ');
}

/** One project in OC4IDS 0.9.5. A detail record adds its description and every progress reading. */
export function toOc4idsProject(
  project: ProjectListItem | ProjectDetail,
  settings: Oc4idsSettings,
): Json {
  const detail = 'progressReadings' in project ? project : undefined;
  const county = countyParty(settings);
  const contractorRef = project.contractor
    ? { id: `contractor-${slug(project.contractor)}`, name: project.contractor }
    : undefined;
  const funderRef =
    project.fundingSource && project.fundingSource !== settings.publisher
      ? { id: `funder-${slug(project.fundingSource)}`, name: project.fundingSource }
      : undefined;
  const parties: Json[] = [
    {
      ...county,
      roles: ['publicAuthority', 'buyer', 'procuringEntity', ...(funderRef ? [] : ['funder'])],
      address: { region: 'Makueni County', countryName: 'Kenya' },
    },
  ];
  if (funderRef) parties.push({ ...funderRef, roles: ['funder'] });
  if (contractorRef) parties.push({ ...contractorRef, roles: ['supplier', 'payee'] });

  const centre = wardCentre(project.wardCode);
  const locations: Json[] = [
    {
      id: 'site',
      description: `${project.ward} ward, ${project.subCounty} sub-county, Makueni County, Kenya`,
      gazetteer: { scheme: GAZETTEER_SCHEME, identifiers: [project.wardCode] },
      ...(project.location
        ? { geometry: { type: 'Point', coordinates: [project.location.lon, project.location.lat] } }
        : centre
          ? { geometry: { type: 'Point', coordinates: centre } }
          : {}),
      address: { locality: project.ward, region: project.subCounty, countryName: 'Kenya' },
    },
    {
      id: 'sub-county',
      description: `${project.subCounty} sub-county, Makueni County, Kenya`,
      gazetteer: { scheme: GAZETTEER_SCHEME, identifiers: [project.subCountyCode] },
      address: { region: project.subCounty, countryName: 'Kenya' },
    },
  ];

  const readings = detail
    ? detail.progressReadings.map((r) => ({ date: r.date, percent: r.percent }))
    : project.progress !== null && project.progressDate
      ? [{ date: project.progressDate, percent: project.progress }]
      : [];
  const metrics = readings.length
    ? [
        {
          id: 'physicalProgress',
          title: 'Physical progress',
          observations: readings.map((r, i) => ({
            id: String(i + 1),
            measure: String(r.percent),
            unit: { name: 'percent', id: 'P1', scheme: 'UNCEFACT' },
            period: { startDate: dateTime(r.date), endDate: dateTime(r.date) },
          })),
        },
      ]
    : undefined;

  const contract =
    contractorRef || project.contractSum !== null
      ? {
          id: `${project.code}-contract`,
          summary: {
            title: project.title,
            nature: ['construction'],
            ...(contractorRef ? { suppliers: [contractorRef] } : {}),
            ...(project.contractSum !== null ? { contractValue: amount(project.contractSum) } : {}),
            ...(project.paid > 0
              ? {
                  transactions: [
                    {
                      id: 'paid-to-date',
                      value: amount(project.paid),
                      payer: county,
                      ...(contractorRef ? { payee: contractorRef } : {}),
                      ...(project.lastVerified ? { date: dateTime(project.lastVerified) } : {}),
                    },
                  ],
                }
              : {}),
          },
        }
      : undefined;

  const planned = period(project.startDate, project.plannedEndDate);
  const implementation =
    project.startDate && (project.completionDate || project.state !== 'planned')
      ? period(project.startDate, project.completionDate)
      : undefined;
  const meetings = Array.from({ length: Math.min(project.involvement.forums, 100) }, (_, i) => ({
    id: `forum-${i + 1}`,
  }));

  return {
    id: oc4idsId(settings.prefix, project.code),
    ...(detail ? { updated: detail.updatedAt } : {}),
    language: 'en',
    identifiers: [{ id: project.code, scheme: 'makueni-project-code' }],
    publicAuthority: county,
    title: project.title,
    description: describe(project, detail?.description),
    status: STATUS_BY_STATE[project.state],
    ...(project.budget > 0
      ? {
          budget: {
            amount: amount(project.budget),
            description: `Allocation in the ${project.financialYear} financial year budget`,
          },
        }
      : {}),
    ...(planned ? { period: planned } : {}),
    ...(implementation ? { implementationPeriod: implementation } : {}),
    ...(project.completionDate
      ? {
          completion: {
            endDate: dateTime(project.completionDate),
            ...(project.contractSum !== null ? { finalValue: amount(project.contractSum) } : {}),
          },
        }
      : {}),
    locations,
    additionalClassifications: [
      { scheme: 'makueni-department', id: project.departmentId, description: project.department },
    ],
    parties,
    ...(metrics ? { metrics } : {}),
    ...(contract ? { contractingProcesses: [contract] } : {}),
    ...(meetings.length ? { social: { consultationMeetings: meetings } } : {}),
    documents: [
      {
        id: 'project-page',
        documentType: 'projectScope',
        title: `${project.title}: project page`,
        url: `${settings.baseUrl}/projects/${encodeURIComponent(project.code)}`,
        format: 'text/html',
        language: 'en',
      },
    ],
    // Extension fields: what OC4IDS has no place for, named so a reader cannot mistake them.
    makueni: {
      state: project.state,
      stalled: project.state === 'stalled',
      stalledReason: project.stalledReason,
      financialYear: project.financialYear,
      fundingSource: project.fundingSource,
      priorityRank: project.priorityRank,
      publicParticipation: {
        forums: project.involvement.forums,
        participants: project.involvement.participants,
      },
      openDefects: project.openDefects,
      lastVerified: project.lastVerified,
    },
  };
}

/** The package's members before its projects, as JSON text without the closing brace. */
export function packageOpening(
  settings: Oc4idsSettings,
  meta: { uri: string; publishedDate: string },
): string {
  const head = {
    uri: meta.uri,
    version: OC4IDS_VERSION,
    publishedDate: meta.publishedDate,
    publisher: { name: settings.publisher, uri: settings.baseUrl },
    license: settings.licence.url,
    publicationPolicy: `${settings.baseUrl}/pages/knowledge-base/data/oc4ids-mapping`,
  };
  return `${JSON.stringify(head).slice(0, -1)},"projects":[`;
}
