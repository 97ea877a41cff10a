import { projectFiltersQuerySchema } from '@app/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../../lib/errors.ts';
import { PROJECT_COLUMNS, type ProjectColumn } from '../../../lib/project-columns.ts';
import {
  CKAN_API_VERSION,
  facetValues,
  FQ_FIELDS,
  ORGANIZATION_NAME,
  organizationDict,
  packages,
  PROJECTS_RESOURCE,
  type CkanContext,
  type CkanPackage,
} from '../../../open-data/ckan.ts';
import { baseUrlOf } from '../../../open-data/settings.ts';
import { conditional, makeEtag, revalidationHook } from '../../../plugins/app/caching.ts';
import type { DatastoreSort } from '../../../repositories/datastore-repository.ts';
import { filterContext } from '../v1/projects/context.ts';

type Params = Record<string, string | string[] | undefined>;

/** An action's failure, answered in CKAN's error shape and status. */
class CkanError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: Record<string, unknown>,
  ) {
    super(typeof error.message === 'string' ? error.message : String(error.__type));
  }
}

const notFound = (what?: string) =>
  new CkanError(404, {
    __type: 'Not Found Error',
    message: what ? `Not found: ${what}` : 'Not found',
  });
/** CKAN's Validation Error: the field's messages beside __type, no message of its own. */
const invalid = (field: string, ...messages: string[]) =>
  new CkanError(409, { __type: 'Validation Error', [field]: messages });
/** What _get_or_bust answers for a missing parameter. */
const missing = (field: string) =>
  new CkanError(409, { __type: 'Validation Error', [field]: 'Missing value' });
const searchQueryError = (detail: string) =>
  new CkanError(400, {
    __type: 'Search Query Error',
    message: `Search Query is invalid: ${detail}`,
  });

function one(params: Params, key: string): string | undefined {
  const v = params[key];
  return Array.isArray(v) ? v[v.length - 1] : v;
}

function required(params: Params, ...keys: string[]): string {
  for (const key of keys) {
    const v = one(params, key)?.trim();
    if (v) return v;
  }
  throw missing(keys[keys.length - 1] ?? 'id');
}

/** A whole number from 0, defaulting and capped as CKAN's schema does. */
function natural(params: Params, key: string, fallback: number, max?: number): number {
  const raw = one(params, key);
  if (raw === undefined || raw.trim() === '') return fallback;
  if (!/^-?\d+$/.test(raw.trim())) throw invalid(key, 'Invalid integer');
  const n = Number(raw);
  if (n < 0) throw invalid(key, 'Must be a natural number');
  return max === undefined ? n : Math.min(n, max);
}

function bool(params: Params, key: string, fallback: boolean): boolean {
  const raw = one(params, key)?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'yes'].includes(raw)) return true;
  if (['false', '0', 'no'].includes(raw)) return false;
  throw invalid(key, 'Value must be one of: true, false');
}

function jsonParam(params: Params, key: string): unknown {
  const raw = one(params, key);
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw invalid(key, 'Cannot parse JSON');
  }
}

// ---- package_search -------------------------------------------------------------------------

interface Term {
  field: string;
  value: string;
}

/** Solr-style `field:value` terms (quoted values, `+` and AND allowed); anything else is refused. */
function parseTerms(text: string, allowed: ReadonlySet<string>): Term[] {
  const tokens = text.match(/[+-]?[\w.]+:(?:"[^"]*"|\S+)|"[^"]*"|\S+/g) ?? [];
  const terms: Term[] = [];
  for (const token of tokens) {
    if (token === 'AND' || token === '&&') continue;
    const m = /^\+?([\w.]+):(?:"([^"]*)"|(\S+))$/.exec(token);
    if (!m) throw searchQueryError(`cannot read "${token.slice(0, 60)}"`);
    const field = m[1] ?? '';
    if (!allowed.has(field)) throw searchQueryError(`unknown field "${field.slice(0, 60)}"`);
    terms.push({ field, value: m[2] ?? m[3] ?? '' });
  }
  return terms;
}

function matchesTerm(p: CkanPackage, term: Term): boolean {
  if (term.value === '*') return facetValues(p, term.field).length > 0;
  const v = term.value.toLowerCase();
  return facetValues(p, term.field).some((x) => x.toLowerCase() === v);
}

function matchesWords(p: CkanPackage, q: string): boolean {
  const haystack = [
    p.name,
    p.title,
    p.notes,
    ...p.tags.map((t) => t.name),
    ...p.resources.map((r) => r.format),
  ]
    .join(' ')
    .toLowerCase();
  return q
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w !== '')
    .every((w) => haystack.includes(w));
}

const SORT_FIELDS: Record<string, (p: CkanPackage) => string> = {
  score: () => '',
  name: (p) => p.name,
  title_string: (p) => p.title.toLowerCase(),
  metadata_modified: (p) => p.metadata_modified,
  metadata_created: (p) => p.metadata_created,
};

function packageSearch(all: CkanPackage[], params: Params) {
  const rows = natural(params, 'rows', 10, 1000);
  const start = natural(params, 'start', 0);
  const sort = one(params, 'sort')?.trim() || 'score desc, metadata_modified desc';
  const keys = sort.split(',').map((part) => {
    const [field = '', dir = 'asc', ...rest] = part.trim().split(/\s+/);
    const get = SORT_FIELDS[field];
    if (!get || !['asc', 'desc'].includes(dir) || rest.length > 0)
      throw searchQueryError(`cannot sort by "${part.trim().slice(0, 60)}"`);
    return { get, desc: dir === 'desc' };
  });
  const q = one(params, 'q')?.trim() ?? '';
  const fq = one(params, 'fq')?.trim() ?? '';
  const qTerms = q === '' || q === '*:*' ? [] : q.includes(':') ? parseTerms(q, FQ_FIELDS) : null;
  const fqTerms = fq === '' || fq === '*:*' ? [] : parseTerms(fq, FQ_FIELDS);
  const facetFields = jsonParam(params, 'facet.field') ?? [];
  if (!Array.isArray(facetFields) || !facetFields.every((f) => typeof f === 'string'))
    throw invalid('facet.field', 'Must be a JSON list of field names');
  const facetLimit = natural(params, 'facet.limit', 50);

  const matching = all.filter(
    (p) =>
      (qTerms === null ? matchesWords(p, q) : qTerms.every((t) => matchesTerm(p, t))) &&
      fqTerms.every((t) => matchesTerm(p, t)),
  );
  const sorted = [...matching].sort((a, b) => {
    for (const k of keys) {
      const c = k.get(a).localeCompare(k.get(b));
      if (c !== 0) return k.desc ? -c : c;
    }
    return 0;
  });
  const facets: Record<string, Record<string, number>> = {};
  const searchFacets: Record<
    string,
    { title: string; items: Array<{ name: string; display_name: string; count: number }> }
  > = {};
  for (const field of facetFields as string[]) {
    const counts = new Map<string, number>();
    for (const p of matching)
      for (const v of facetValues(p, field)) counts.set(v, (counts.get(v) ?? 0) + 1);
    const items = [...counts.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, facetLimit);
    facets[field] = Object.fromEntries(items);
    searchFacets[field] = {
      title: field,
      items: items.map(([name, count]) => ({ name, display_name: name, count })),
    };
  }
  return {
    count: matching.length,
    facets,
    results: sorted.slice(start, start + rows),
    sort,
    search_facets: searchFacets,
  };
}

// ---- datastore_search -----------------------------------------------------------------------

const COLUMN_BY_NAME = new Map(PROJECT_COLUMNS.map((c) => [c.header, c]));

/** Columns the datastore filters on, and the list filter each one is. */
const FILTER_PARAM: Record<
  string,
  'subCounty' | 'ward' | 'department' | 'state' | 'financialYear'
> = {
  sub_county: 'subCounty',
  sub_county_code: 'subCounty',
  ward: 'ward',
  ward_code: 'ward',
  department: 'department',
  department_id: 'department',
  state: 'state',
  financial_year: 'financialYear',
};

const FIELD_TYPE: Record<ProjectColumn['kind'], string> = {
  text: 'text',
  number: 'numeric',
  date: 'date',
};

function columnList(params: Params, key: string): ProjectColumn[] | undefined {
  const raw = one(params, key);
  if (raw === undefined || raw.trim() === '') return undefined;
  const names = raw.trim().startsWith('[') ? jsonParam(params, key) : raw.split(',');
  if (!Array.isArray(names)) throw invalid(key, 'Must be a list of field names');
  return names.map((n) => {
    const c = COLUMN_BY_NAME.get(String(n).trim());
    if (!c) throw invalid(key, `field "${String(n).trim().slice(0, 60)}" not in resource`);
    return c;
  });
}

async function datastoreSearch(app: FastifyInstance, request: FastifyRequest, params: Params) {
  const resourceId = required(params, 'id', 'resource_id');
  if (resourceId !== PROJECTS_RESOURCE)
    throw notFound(`Resource "${resourceId.slice(0, 100)}" was not found.`);
  const limit = natural(params, 'limit', 100, 32000);
  const offset = natural(params, 'offset', 0);
  const includeTotal = bool(params, 'include_total', true);
  const format = one(params, 'records_format') ?? 'objects';
  if (format !== 'objects') throw invalid('records_format', 'Only "objects" is supported here');
  const columns = columnList(params, 'fields') ?? [...PROJECT_COLUMNS];
  const sortText = one(params, 'sort')?.trim();
  const sort: DatastoreSort[] = (sortText ? sortText.split(',') : []).map((part) => {
    const [name = '', dir = 'asc', ...rest] = part.trim().split(/\s+/);
    const column = COLUMN_BY_NAME.get(name.replace(/^"|"$/g, ''));
    if (!column) throw invalid('sort', `field "${name.slice(0, 60)}" not in resource`);
    if (!['asc', 'desc'].includes(dir.toLowerCase()) || rest.length > 0)
      throw invalid('sort', `cannot sort by "${part.trim().slice(0, 60)}"`);
    return { column, descending: dir.toLowerCase() === 'desc' };
  });
  const filters = jsonParam(params, 'filters') ?? {};
  if (typeof filters !== 'object' || filters === null || Array.isArray(filters))
    throw invalid('filters', 'Must be a JSON object');
  const query: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(filters as Record<string, unknown>)) {
    const param = FILTER_PARAM[key];
    if (!param)
      throw invalid(
        'filters',
        COLUMN_BY_NAME.has(key)
          ? `field "${key}" cannot be filtered here; filter on ${Object.keys(FILTER_PARAM).join(', ')}`
          : `field "${key.slice(0, 60)}" not in resource`,
      );
    const values = Array.isArray(value) ? value : [value];
    if (!values.every((v) => typeof v === 'string' || typeof v === 'number'))
      throw invalid('filters', `field "${key}": values must be text or numbers`);
    query[param] = [...(query[param] ?? []), ...values.map(String)];
  }
  const qRaw = params.q;
  if (Array.isArray(qRaw) || (typeof qRaw === 'string' && qRaw.trim().startsWith('{')))
    throw invalid('q', 'Only a text search is supported here');
  const parsed = projectFiltersQuerySchema.safeParse({ ...query, ...(qRaw ? { q: qRaw } : {}) });
  if (!parsed.success)
    throw invalid(
      'filters',
      ...parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
    );
  let context;
  try {
    context = await filterContext(app, parsed.data);
  } catch (error) {
    if (error instanceof HttpError) throw invalid('filters', error.message);
    throw error;
  }
  const [records, count] = await Promise.all([
    app.services.projects.datastoreRows(context.filters, { columns, sort, limit, offset }),
    includeTotal ? app.services.projects.count(context.filters) : undefined,
  ]);
  const link = (at: number | undefined) => {
    const url = new URL(request.url, 'http://x');
    if (at === undefined) url.searchParams.delete('offset');
    else url.searchParams.set('offset', String(at));
    return `${url.pathname}${url.search}`;
  };
  return {
    include_total: includeTotal,
    resource_id: resourceId,
    fields: columns.map((c) => ({ id: c.header, type: FIELD_TYPE[c.kind] })),
    records_format: 'objects',
    records,
    limit,
    ...(params.offset !== undefined ? { offset } : {}),
    ...(params.filters !== undefined ? { filters } : {}),
    ...(qRaw ? { q: qRaw } : {}),
    ...(sortText ? { sort: sortText } : {}),
    _links: { start: link(undefined), next: link(offset + limit) },
    ...(count ? { total: count.total, total_was_estimated: count.relation === 'gte' } : {}),
  };
}

// ---- the actions ----------------------------------------------------------------------------

const HELP: Record<string, string> = {
  status_show: 'Return a dictionary with information about the site configuration.',
  package_list:
    "Return a list of the names of the site's datasets (packages). Parameters: limit, offset.",
  package_show:
    'Return the metadata of a dataset (package) and its resources. Parameters: id (name or id).',
  package_search:
    'Search for packages. Parameters: q, fq (field:value terms), rows (at most 1000), start, sort, facet.field (JSON list), facet.limit.',
  organization_list:
    "Return a list of the names of the site's organizations. Parameters: all_fields.",
  organization_show: 'Return the details of an organization. Parameters: id, include_datasets.',
  resource_show: 'Return the metadata of a resource. Parameters: id.',
  datastore_search:
    'Search the projects resource. Parameters: resource_id, q, filters (JSON object), fields, sort, limit (at most 32000), offset, include_total, records_format (objects).',
  help_show: 'Return the help string for an action. Parameters: name.',
};

type Action = (params: Params) => Promise<unknown>;

export async function ckanRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', revalidationHook(app));

  app.get(
    '/action/:name',
    {
      schema: {
        tags: ['open data'],
        summary:
          'CKAN-compatible read API (CKAN 2.10 action API shapes): status_show, package_list, package_show, package_search, organization_list, organization_show, resource_show, datastore_search, help_show',
        description:
          "Answers {help, success, result}; errors {help, success: false, error: {__type, message}} with CKAN's status codes (400 Bad Request / Search Query Error, 404 Not Found Error, 409 Validation Error).",
      },
    },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const name = (request.params as { name: string }).name;
      const params = request.query as Params;
      const base = baseUrlOf(request);
      const help = `${base}/api/3/action/help_show?name=${encodeURIComponent(name.slice(0, 100))}`;
      const send = (status: number, body: Record<string, unknown>) => {
        reply.header('cache-control', 'no-cache');
        return reply
          .code(status)
          .type('application/json; charset=utf-8')
          .send(JSON.stringify({ help, ...body }));
      };
      const { version } = await app.services.current();
      const ctx: CkanContext = {
        baseUrl: base,
        facts: app.dataFacts,
        modified: new Date(version.updatedAt).toISOString(),
        projectCount: version.projectCount,
      };
      const all = () => packages(ctx);
      const actions: Record<string, Action> = {
        status_show: async () => ({
          site_title: 'Makueni County open data',
          site_description: `${ctx.facts.publisher}: development projects and boundaries as open data.`,
          site_url: base,
          ckan_version: CKAN_API_VERSION,
          error_emails_to: null,
          locale_default: 'en',
          extensions: ['datastore'],
        }),
        package_list: async (p) => {
          const offset = natural(p, 'offset', 0);
          const limit = natural(p, 'limit', 1000);
          return all()
            .map((x) => x.name)
            .sort()
            .slice(offset, offset + limit);
        },
        package_show: async (p) => {
          const id = required(p, 'id', 'name_or_id');
          const found = all().find((x) => x.id === id || x.name === id);
          if (!found) throw notFound();
          return found;
        },
        package_search: async (p) => packageSearch(all(), p),
        organization_list: async (p) =>
          bool(p, 'all_fields', false) ? [organizationDict(ctx)] : [ORGANIZATION_NAME],
        organization_show: async (p) => {
          const id = required(p, 'id');
          if (id !== ORGANIZATION_NAME) throw notFound('Group was not found.');
          return {
            ...organizationDict(ctx),
            ...(bool(p, 'include_datasets', false) ? { packages: all() } : {}),
            users: [],
            extras: [],
            groups: [],
            tags: [],
          };
        },
        resource_show: async (p) => {
          const id = required(p, 'id');
          const found = all()
            .flatMap((x) => x.resources)
            .find((r) => r.id === id);
          if (!found) throw notFound('Resource was not found.');
          return found;
        },
        datastore_search: async (p) => datastoreSearch(app, request, p),
        help_show: async (p) => {
          const action = required(p, 'name');
          const text = HELP[action];
          if (!text) throw notFound('Action function not found');
          return text;
        },
      };
      const action = Object.hasOwn(actions, name) ? actions[name] : undefined;
      if (!action)
        return send(400, {
          success: false,
          error: {
            __type: 'Bad Request',
            message: `Bad request - Action name not known: ${name.slice(0, 100)}`,
          },
        });
      try {
        const result = await action(params);
        if (
          conditional(request, reply, makeEtag(version.version, `ckan|${base}|${request.url}`), {
            dataVersion: version.version,
          })
        )
          return reply;
        return reply
          .type('application/json; charset=utf-8')
          .send(JSON.stringify({ help, success: true, result }));
      } catch (error) {
        if (error instanceof CkanError)
          return send(error.statusCode, { success: false, error: error.error });
        throw error;
      }
    },
  );
}
