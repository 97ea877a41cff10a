import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UsageCounter } from './usage-counter.ts';
import { countedSearchTerm } from './usage-keys.ts';

const API = '/api/v1';
/** The page beacon is counted as a page view, not as an API call. */
export const PAGE_BEACON_ROUTE = `${API}/usage/page`;
const DETAIL_ROUTE = `${API}/projects/:code`;
const EXPORT_ROUTE = /^\/api\/v1\/projects\/export\.(csv|xlsx|json|geojson)$/;
const SEARCH_ROUTES = new Set([`${API}/projects`, `${API}/projects/summary`]);

function field(query: unknown, name: string): string | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  const value = (query as Record<string, unknown>)[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

/** A list request past its first page is the same search read further, not a new one. */
function isFirstPage(query: unknown): boolean {
  const page = field(query, 'page');
  return field(query, 'cursor') === undefined && (page === undefined || page === '1');
}

/**
 * What one answered request adds to the counters: its endpoint (the route pattern, never the
 * raw URL), a download per export format, the search term of a list, summary or export, and a
 * view of a project's detail. Nothing about the client is kept.
 */
export function countResponse(
  counter: UsageCounter,
  request: FastifyRequest,
  status: number,
): void {
  const route = request.routeOptions.url;
  // Not found (no route) and the beacon itself are not API calls.
  if (route === undefined || route === PAGE_BEACON_ROUTE) return;
  counter.add('api', `${request.method} ${route}`);
  if (status >= 400 || (request.method !== 'GET' && request.method !== 'HEAD')) return;
  const exported = EXPORT_ROUTE.exec(route);
  if (exported?.[1] && status === 200) counter.add('download', exported[1]);
  if (
    exported ||
    (SEARCH_ROUTES.has(route) && (route !== `${API}/projects` || isFirstPage(request.query)))
  ) {
    const q = field(request.query, 'q');
    const term = q === undefined ? undefined : countedSearchTerm(q);
    if (term) counter.add('search', term);
  }
  if (route === DETAIL_ROUTE) {
    const code = field(request.params, 'code');
    if (code) counter.add('project', code);
  }
}

/**
 * Counts every answered /api request and flushes the counters to the database every flushMs
 * and when the app closes (after the requests in flight, before the database closes: onClose
 * hooks of this plugin run before those of the app that registered it).
 */
export function registerUsageCounting(
  app: FastifyInstance,
  options: { counter: UsageCounter; flushMs: number },
): void {
  const { counter } = options;
  const store = app.services.usageStore;
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    countResponse(counter, request, reply.statusCode);
    done();
  });
  let timer: NodeJS.Timeout | undefined;
  const flush = () =>
    counter.flush(store).catch((error: unknown) => {
      app.log.warn({ err: error }, 'usage counts not written; retried at the next flush');
    });
  app.addHook('onReady', async () => {
    if (options.flushMs > 0) {
      timer = setInterval(() => void flush(), options.flushMs);
      timer.unref();
    }
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await flush();
  });
}
