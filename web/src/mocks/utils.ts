import { HttpResponse, type PathParams } from 'msw';
import type { z } from 'zod';

/* ------------------------------------------------------------------ random */

/** A deterministic pseudo-random source (mulberry32); the same seed gives the same values. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  /** A number in [min, max] rounded to `decimals`. */
  float(min: number, max: number, decimals?: number): number;
  /** True with probability `chance`. */
  bool(chance?: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick needs a non-empty list');
    return item;
  };
  return {
    next,
    int,
    float: (min, max, decimals = 2) => {
      const factor = 10 ** decimals;
      return Math.round((min + next() * (max - min)) * factor) / factor;
    },
    bool: (chance = 0.5) => next() < chance,
    pick,
    sample: <T>(items: readonly T[], count: number): T[] => {
      const pool = items.slice();
      const out: T[] = [];
      while (out.length < count && pool.length > 0) {
        const [item] = pool.splice(Math.floor(next() * pool.length), 1);
        if (item !== undefined) out.push(item);
      }
      return out;
    },
  };
}

/* --------------------------------------------------------------- collections */

export interface Page<T> {
  data: T[];
  totalPages: number;
  total: number;
}

/** The 1-based `page` of `items`, `perPage` at a time; past the end the page is empty. */
export function paginate<T>(items: readonly T[], page: number, perPage: number): Page<T> {
  const size = Math.max(1, Math.floor(perPage));
  const first = (Math.max(1, Math.floor(page)) - 1) * size;
  return {
    data: items.slice(first, first + size),
    totalPages: Math.ceil(items.length / size),
    total: items.length,
  };
}

/** A copy sorted by time, newest first; ties put the higher id first. */
export function newestFirst<T extends { id: number }>(
  items: readonly T[],
  timeOf: (item: T) => string | number,
): T[] {
  const at = (item: T): number => {
    const time = timeOf(item);
    return typeof time === 'number' ? time : Date.parse(time);
  };
  return items.slice().sort((a, b) => at(b) - at(a) || b.id - a.id);
}

/** The last (highest) id plus one; 1 for an empty collection. */
export function nextId(items: readonly { id: number }[]): number {
  return items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
}

/** Case-insensitive "contains" over several fields; an empty query matches everything. */
export function matchesQuery(query: string | undefined, ...fields: string[]): boolean {
  const needle = query?.trim().toLowerCase() ?? '';
  return needle === '' || fields.some((field) => field.toLowerCase().includes(needle));
}

/* -------------------------------------------------------------------- routes */

/**
 * The path a handler registers. In a page it stays relative, so it matches the page's own
 * origin only; Node (unit tests) has no page, so there it matches any origin.
 */
export function apiPath(path: `/api/${string}`): string {
  return typeof location === 'undefined' ? `*${path}` : path;
}

/* ----------------------------------------------------------------- responses */

/** `{ error: message }` with the given status. */
export function errorResponse(status: number, message: string): Response {
  return HttpResponse.json({ error: message }, { status });
}

export function notFound(what: string, ids: number | readonly number[]): Response {
  const list = typeof ids === 'number' ? [ids] : ids;
  const noun = list.length === 1 ? what : `${what}s`;
  return errorResponse(404, `Unknown ${noun}: ${list.join(', ')}`);
}

/** One line naming each problem: `obj.name: must not be empty; obj.price: ...`. */
export function formatIssues(error: z.ZodError, where: string): string {
  const problems = error.issues.slice(0, 4).map((issue) => {
    const path = issue.path.map(String).join('.');
    return path === '' ? issue.message : `${path}: ${issue.message}`;
  });
  return `Invalid ${where}: ${problems.join('; ')}`;
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Reads a JSON body and validates it; a failure is a 400 that names the problem. */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<Parsed<z.output<S>>> {
  const text = await request.text();
  if (text.trim() === '') {
    return {
      ok: false,
      response: errorResponse(400, 'Invalid request body: a JSON body is required'),
    };
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return {
      ok: false,
      response: errorResponse(400, 'Invalid request body: it is not valid JSON'),
    };
  }
  const result = schema.safeParse(raw);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, response: errorResponse(400, formatIssues(result.error, 'request body')) };
}

/**
 * Validates the query string. Each key gives its first value, except the keys listed in
 * `lists`, which give every value (`a=1&a=2`, `a[]=1`, or comma-separated `a=1,2`).
 */
export function parseQuery<S extends z.ZodType>(
  request: Request,
  schema: S,
  lists: readonly string[] = [],
): Parsed<z.output<S>> {
  const params = new URL(request.url).searchParams;
  const raw: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const name = key.endsWith('[]') ? key.slice(0, -2) : key;
    if (lists.includes(name)) {
      const values = params
        .getAll(key)
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter((value) => value !== '');
      const previous = raw[name];
      raw[name] = [...(Array.isArray(previous) ? previous : []), ...values];
    } else if (!(name in raw)) {
      raw[name] = params.get(key) ?? '';
    }
  }
  const result = schema.safeParse(raw);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, response: errorResponse(400, formatIssues(result.error, 'query')) };
}

/** What a resolver reads from msw: the request and the path parameters. */
export interface ResolverInfo {
  request: Request;
  params: PathParams;
}

/**
 * Wraps a resolver so that nothing throws inside the worker: an unexpected failure answers
 * 500 `{ error }` instead.
 */
export function guarded(
  resolver: (info: ResolverInfo) => Response | Promise<Response>,
): (info: ResolverInfo) => Promise<Response> {
  return async (info) => {
    try {
      return await resolver(info);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return errorResponse(500, `Mock service failure: ${reason}`);
    }
  };
}

/* -------------------------------------------------------------------- images */

export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const AVATAR_COLOURS = [
  '#7367f0',
  '#28c76f',
  '#ea5455',
  '#ff9f43',
  '#00cfe8',
  '#4b4b4b',
  '#1e9e8f',
];

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (Math.imul(value, 31) + char.charCodeAt(0)) >>> 0;
  return value;
}

/** A round avatar with the initials of `name` (a small inline SVG). */
export function initialsAvatar(name: string): string {
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase() ?? '')
      .join('') || '?';
  const colour = AVATAR_COLOURS[hash(name) % AVATAR_COLOURS.length] ?? '#7367f0';
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
      `<circle cx="32" cy="32" r="32" fill="${colour}"/>` +
      `<text x="32" y="40" font-family="Arial,sans-serif" font-size="24" font-weight="600" ` +
      `fill="#fff" text-anchor="middle">${initials}</text></svg>`,
  );
}

/** A small square picture with a coloured background and a short caption. */
export function captionImage(caption: string, colour: string, size = 120): string {
  const text = caption.replace(/[<>&"]/g, '');
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 120 120">` +
      `<rect width="120" height="120" rx="12" fill="${colour}"/>` +
      `<text x="60" y="68" font-family="Arial,sans-serif" font-size="20" font-weight="700" ` +
      `fill="#fff" text-anchor="middle">${text}</text></svg>`,
  );
}

/* --------------------------------------------------------------------- dates */

export const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of an instant (UTC). */
export function isoDate(time: number | Date): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** A deep copy for handing out data without sharing references with the db. */
export function clone<T>(value: T): T {
  return structuredClone(value);
}
