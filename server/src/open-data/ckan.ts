/**
 * The portal's datasets as CKAN describes them (package, resource and organization dicts), for
 * the CKAN-compatible read API under /api/3/action/. Pure: the route gives it the facts and the
 * data version.
 */
import { BOUNDARIES_LICENCE } from '../db/seed/reference-data.ts';
import type { DataFacts } from '../routes/api/v1/meta/facts.ts';
import {
  BOUNDARIES_DATASET,
  BOUNDARY_DISTRIBUTION,
  PROJECT_DISTRIBUTIONS,
  PROJECTS_DATASET,
  type DatasetSpec,
  type DistributionSpec,
} from './catalog.ts';

/** The CKAN version whose action API shapes these answers follow. */
export const CKAN_API_VERSION = '2.10.0';

export interface CkanContext {
  baseUrl: string;
  facts: DataFacts;
  /** When the data last changed (ISO), CKAN's metadata_modified. */
  modified: string;
  projectCount: number;
}

export interface CkanResource {
  id: string;
  package_id: string;
  name: string;
  description: string;
  format: string;
  mimetype: string;
  url: string;
  url_type: null;
  resource_type: null;
  state: 'active';
  position: number;
  created: string;
  last_modified: string;
  metadata_modified: string;
  datastore_active: boolean;
  size: null;
  hash: string;
}

export interface CkanTag {
  id: string;
  name: string;
  display_name: string;
  state: 'active';
  vocabulary_id: null;
}

export interface CkanOrganization {
  id: string;
  name: string;
  title: string;
  display_name: string;
  description: string;
  image_url: string;
  image_display_url: string;
  created: string;
  is_organization: true;
  approval_status: 'approved';
  state: 'active';
  type: 'organization';
  package_count: number;
}

export interface CkanPackage {
  id: string;
  name: string;
  title: string;
  notes: string;
  type: 'dataset';
  state: 'active';
  private: false;
  isopen: boolean;
  license_id: string;
  license_title: string;
  license_url: string;
  author: string;
  author_email: string | null;
  maintainer: string;
  maintainer_email: string | null;
  url: string;
  version: null;
  metadata_created: string;
  metadata_modified: string;
  owner_org: string;
  organization: Omit<CkanOrganization, 'package_count' | 'display_name' | 'image_display_url'>;
  num_resources: number;
  num_tags: number;
  resources: CkanResource[];
  tags: CkanTag[];
  groups: [];
  extras: Array<{ key: string; value: string }>;
  relationships_as_object: [];
  relationships_as_subject: [];
}

export const ORGANIZATION_NAME = 'county-government-of-makueni';
export const PROJECTS_PACKAGE = `makueni-${PROJECTS_DATASET.id}`;
/** The datastore resource: the projects table, as the CSV export's columns. */
export const PROJECTS_RESOURCE = `${PROJECTS_PACKAGE}-csv`;

/** Licences CKAN knows by these ids, and whether they are open (its isopen). */
const OPEN_LICENCE_IDS: Record<string, string> = {
  'CC-BY-4.0': 'cc-by',
  'CC-BY-SA-4.0': 'cc-by-sa',
  'CC0-1.0': 'cc-zero',
  'ODC-By-1.0': 'odc-by',
  'ODbL-1.0': 'odc-odbl',
  'PDDL-1.0': 'odc-pddl',
};

/** CKAN's timestamps: ISO without the zone (UTC). */
const ckanTime = (iso: string) => iso.replace(/Z$/, '');

function organization(ctx: CkanContext): CkanPackage['organization'] {
  return {
    id: ORGANIZATION_NAME,
    name: ORGANIZATION_NAME,
    title: ctx.facts.publisher,
    description: `${ctx.facts.publisher} publishes its development projects and boundaries on this portal.`,
    image_url: '',
    created: ckanTime(ctx.modified),
    is_organization: true,
    approval_status: 'approved',
    state: 'active',
    type: 'organization',
  };
}

export function organizationDict(ctx: CkanContext): CkanOrganization {
  return {
    ...organization(ctx),
    display_name: ctx.facts.publisher,
    image_display_url: '',
    package_count: 2,
  };
}

function resource(
  ctx: CkanContext,
  packageName: string,
  d: DistributionSpec,
  position: number,
): CkanResource {
  const time = ckanTime(ctx.modified);
  const id = `${packageName}-${d.id}`;
  return {
    id,
    package_id: packageName,
    name: d.title,
    description: d.description,
    format: d.id === 'oc4ids' ? 'JSON' : d.fileType,
    mimetype: d.mediaType,
    url: `${ctx.baseUrl}${d.path}`,
    url_type: null,
    resource_type: null,
    state: 'active',
    position,
    created: time,
    last_modified: time,
    metadata_modified: time,
    datastore_active: id === PROJECTS_RESOURCE,
    size: null,
    hash: '',
  };
}

function packageDict(
  ctx: CkanContext,
  spec: DatasetSpec,
  distributions: readonly DistributionSpec[],
  licence: { id: string; title: string; url: string; open: boolean },
  extras: Array<{ key: string; value: string }>,
): CkanPackage {
  const name = `makueni-${spec.id}`;
  const contact = ctx.facts.contact;
  const email = contact?.href.startsWith('mailto:') ? contact.href.slice(7) : null;
  const time = ckanTime(ctx.modified);
  const resources = distributions.map((d, i) => resource(ctx, name, d, i));
  const tags = spec.keywords.map((k) => {
    const tag = k.toLowerCase();
    return { id: tag, name: tag, display_name: tag, state: 'active' as const, vocabulary_id: null };
  });
  return {
    id: name,
    name,
    title: spec.title,
    notes: spec.description,
    type: 'dataset',
    state: 'active',
    private: false,
    isopen: licence.open,
    license_id: licence.id,
    license_title: licence.title,
    license_url: licence.url,
    author: ctx.facts.publisher,
    author_email: email,
    maintainer: ctx.facts.publisher,
    maintainer_email: email,
    url: `${ctx.baseUrl}/about`,
    version: null,
    metadata_created: time,
    metadata_modified: time,
    owner_org: ORGANIZATION_NAME,
    organization: organization(ctx),
    num_resources: resources.length,
    num_tags: tags.length,
    resources,
    tags,
    groups: [],
    extras,
    relationships_as_object: [],
    relationships_as_subject: [],
  };
}

/** Both datasets, projects first. */
export function packages(ctx: CkanContext): CkanPackage[] {
  const l = ctx.facts.licence;
  const projectsLicence = {
    id: (l.id && OPEN_LICENCE_IDS[l.id]) ?? l.id ?? l.name,
    title: l.title,
    url: l.url,
    open: l.id !== null && l.id in OPEN_LICENCE_IDS,
  };
  return [
    packageDict(ctx, PROJECTS_DATASET, PROJECT_DISTRIBUTIONS, projectsLicence, [
      { key: 'project_count', value: String(ctx.projectCount) },
      { key: 'dcat_catalog', value: `${ctx.baseUrl}/catalog.jsonld` },
    ]),
    packageDict(
      ctx,
      BOUNDARIES_DATASET,
      [BOUNDARY_DISTRIBUTION],
      {
        id: 'cc-by',
        title: 'Creative Commons Attribution 4.0',
        url: BOUNDARIES_LICENCE.url,
        open: true,
      },
      [],
    ),
  ];
}

/** The facets package_search can count, as CKAN names them. */
export const FACET_FIELDS = ['organization', 'tags', 'res_format', 'license_id', 'groups'] as const;
export type FacetField = (typeof FACET_FIELDS)[number];

export function facetValues(p: CkanPackage, field: string): string[] {
  switch (field) {
    case 'organization':
      return [p.organization.name];
    case 'tags':
      return p.tags.map((t) => t.name);
    case 'res_format':
      return [...new Set(p.resources.map((r) => r.format))];
    case 'license_id':
      return [p.license_id];
    case 'name':
      return [p.name];
    case 'id':
      return [p.id];
    case 'type':
      return [p.type];
    case 'groups':
      return [];
    default:
      return [];
  }
}

/** Fields fq may name. */
export const FQ_FIELDS = new Set([
  'organization',
  'tags',
  'res_format',
  'license_id',
  'name',
  'id',
  'type',
  'groups',
]);
