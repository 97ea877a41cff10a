import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  matchRoutePath,
  PAGE_PRELOADS_FILE,
  SPA_ROUTES_FILE,
  type PagePreload,
  type SpaRoutes,
} from '@app/common';
import { z } from 'zod';
import { etagMatches } from '../app/caching.ts';

/** Only the build's own hashed files are named in a page: "/assets/<name>.js|css". */
const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

/** index.html with the page's chunks and styles named before </head>. */
export function withPreloads(html: string, preload: PagePreload): string {
  const tags = [
    // Fetched at once; the page's code applies them when it loads (as the app does its own).
    ...preload.styles
      .filter((f) => ASSET.test(f))
      .map((f) => `<link rel="preload" as="style" crossorigin href="${f}">`),
    ...preload.scripts
      .filter((f) => ASSET.test(f))
      .map((f) => `<link rel="modulepreload" crossorigin href="${f}">`),
  ];
  if (tags.length === 0 || !html.includes('</head>')) return html;
  return html.replace(/\s*<\/head>/, `\n    ${tags.join('\n    ')}\n  </head>`);
}

const preloadsSchema = z.array(
  z.object({ path: z.string(), scripts: z.array(z.string()), styles: z.array(z.string()) }),
) satisfies z.ZodType<PagePreload[]>;

/** The build's preload list; none when it is missing or not of the expected shape. */
function readPreloads(file: string): PagePreload[] {
  if (!fs.existsSync(file)) return [];
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
  const parsed = preloadsSchema.safeParse(json);
  return parsed.success ? parsed.data : [];
}

const routesSchema = z.object({
  routes: z.array(z.string().startsWith('/')),
}) satisfies z.ZodType<SpaRoutes>;

/** The build's route patterns; undefined when the build has no (readable) list. */
function readRoutes(file: string): string[] | undefined {
  if (!fs.existsSync(file)) return undefined;
  try {
    const parsed = routesSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data.routes : undefined;
  } catch {
    return undefined;
  }
}

/** The `:params` of a route pattern in a path that matches it ("/projects/:code" → { code }). */
export function routeParams(pattern: string, pathname: string): Record<string, string> {
  const names = pattern.split('/').filter(Boolean);
  const values = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  names.forEach((name, i) => {
    if (!name.startsWith(':')) return;
    const raw = values[i] ?? '';
    try {
      params[name.slice(1)] = decodeURIComponent(raw);
    } catch {
      params[name.slice(1)] = raw;
    }
  });
  return params;
}

/**
 * Whether the thing a route's parameters name exists (the project of /projects/:code), by route
 * pattern. A page whose check answers false is answered 404.
 */
export type PageChecks = Record<string, (params: Record<string, string>) => Promise<boolean>>;

/**
 * The API answer a page reads first, by route pattern (`/projects/:code` → that project). It is
 * named in the page's answer as a preload (a Link header), so the browser asks for it while the
 * app's code is still loading; the app's own request then finds it in the browser's cache.
 */
export type PageData = Record<string, (params: Record<string, string>) => string>;

interface Page {
  body: string;
  etag: string;
}

/** The CSP source expressions ('sha256-...') of the inline scripts of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? '';
    if (/\ssrc\s*=/.test(attrs)) continue;
    hashes.push(
      `'sha256-${createHash('sha256')
        .update(m[2] ?? '')
        .digest('base64')}'`,
    );
  }
  return hashes;
}

/** The site's Content-Security-Policy with the page's own inline scripts allowed by hash. */
export function allowInlineScripts(csp: string, hashes: string[]): string {
  if (hashes.length === 0) return csp;
  return csp.replace(
    /(^|;)(\s*script-src)(\s[^;]*)/,
    (_m, start: string, name: string, sources: string) =>
      `${start}${name}${sources} ${hashes.join(' ')}`,
  );
}

/**
 * The SPA's HTML for a path: index.html, and for a landing page the same with its code preloaded.
 * Read at start-up and again whenever the build changes on disk (its files' modification times),
 * answered with an ETag and no-cache.
 */
export class SpaPages {
  private readonly indexFile: string;
  private readonly preloadsFile: string;
  private readonly routesFile: string;
  private version = '';
  /** The app's route patterns; undefined for a build without routes.json (every path is a page). */
  private routes: string[] | undefined;
  private plain: Page = { body: '', etag: '""' };
  private landing: { path: string; page: Page }[] = [];
  private scriptHashes: string[] = [];
  private csp: { from: string; to: string } | undefined;

  constructor(
    webDist: string,
    private readonly checks: PageChecks = {},
    private readonly data: PageData = {},
  ) {
    this.indexFile = path.join(webDist, 'index.html');
    this.preloadsFile = path.join(webDist, PAGE_PRELOADS_FILE);
    this.routesFile = path.join(webDist, SPA_ROUTES_FILE);
    this.refresh();
  }

  /** Re-reads the build when index.html or the preload list changed since the last read. */
  private refresh(): void {
    const mtime = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    const version = `${mtime(this.indexFile)}|${mtime(this.preloadsFile)}|${mtime(this.routesFile)}`;
    if (version === this.version) return;
    const html = fs.readFileSync(this.indexFile, 'utf8');
    this.plain = page(html);
    this.scriptHashes = inlineScriptHashes(html);
    this.landing = readPreloads(this.preloadsFile).map((p) => ({
      path: p.path,
      page: page(withPreloads(html, p)),
    }));
    this.routes = readRoutes(this.routesFile);
    this.csp = undefined;
    this.version = version;
  }

  pageFor(url: string): Page {
    this.refresh();
    const pathname = url.split('?')[0] ?? '/';
    return this.landing.find((l) => matchRoutePath(l.path, pathname))?.page ?? this.plain;
  }

  /**
   * 200 for a path of one of the app's routes whose checks pass, 404 for any other path (the app
   * then shows its not-found page). Without a route list in the build every path is a page.
   */
  async statusFor(url: string): Promise<200 | 404> {
    this.refresh();
    if (!this.routes) return 200;
    const pathname = url.split('?')[0] ?? '/';
    const pattern = this.routes.find((r) => matchRoutePath(r, pathname));
    if (pattern === undefined) return 404;
    const check = this.checks[pattern];
    return !check || (await check(routeParams(pattern, pathname))) ? 200 : 404;
  }

  /** The Link header preloading the API answer the page at `url` reads first, if any. */
  dataPreloadFor(url: string): string | undefined {
    const pathname = url.split('?')[0] ?? '/';
    for (const [pattern, address] of Object.entries(this.data)) {
      if (!matchRoutePath(pattern, pathname)) continue;
      return `<${address(routeParams(pattern, pathname))}>; rel=preload; as=fetch; crossorigin`;
    }
    return undefined;
  }

  /** The page for the request's path, answered 200 or, for an unknown address, 404. */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    options: { known?: boolean } = {},
  ): Promise<FastifyReply> {
    const status = options.known ? 200 : await this.statusFor(request.url);
    const { body, etag } = this.pageFor(request.url);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', this.pageCsp(csp));
    // A not-found answer is not revalidated: the same HTML is 200 at a known address.
    if (status === 404) return reply.code(404).send(body);
    const link = this.dataPreloadFor(request.url);
    if (link) reply.header('link', link);
    reply.header('etag', etag);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.send(body);
  }

  /** The policy of the security headers, with index.html's inline scripts allowed (computed once). */
  private pageCsp(csp: string): string {
    if (this.csp?.from !== csp)
      this.csp = { from: csp, to: allowInlineScripts(csp, this.scriptHashes) };
    return this.csp.to;
  }
}

function page(body: string): Page {
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"` };
}
