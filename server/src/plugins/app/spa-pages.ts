import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  escapeHtml,
  matchRoutePath,
  PAGE_INTRO_MARKER,
  PAGE_PRELOADS_FILE,
  SPA_ROUTES_FILE,
  type PagePreload,
  type SpaRoutes,
} from '@app/common';
import { z } from 'zod';
import { etagMatches } from './caching.ts';

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
  return html.replace(/\s*<\/head>/, () => `\n    ${tags.join('\n    ')}\n  </head>`);
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

/** What a page's address names, told by the server before the app's code has loaded. */
export interface PageIntro {
  /** Its name: the first part of the document title and the loading screen's heading. */
  title: string;
  /** A sentence about it (may be empty): the page's meta description and the loading screen's text. */
  text: string;
  /** Markup for the page's head, already safe (structured data such as a JSON-LD script). */
  head?: string;
}

/**
 * A route whose address names a thing of the data (the project of `/projects/:code`):
 * - `intro`: that thing's intro, or undefined when the data does not hold it (the page is then
 *   answered 404);
 * - `data`: the API answer the page reads first. It is named in the page's answer as a preload
 *   (a Link header), so the browser asks for it while the app's code is still loading; the app's
 *   own request then finds it in the browser's cache.
 */
export interface PageSource {
  intro(params: Record<string, string>): Promise<PageIntro | undefined>;
  data(params: Record<string, string>): string;
}

/** The routes that name things of the data, by route pattern. */
export type PageSources = Record<string, PageSource>;

/** At most `max` characters, cut at a word with an ellipsis. */
function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/**
 * index.html for a page with an intro: the document title and meta description name the thing
 * (for search engines and link previews), and the loading screen shows its title and text at
 * first paint. Every text is escaped; a build without the marker gets the title only.
 */
export function withIntro(html: string, intro: PageIntro): string {
  const title = escapeHtml(clip(intro.title, 200));
  const text = escapeHtml(clip(intro.text, 300));
  let out = html.replace(/<title>([^<]*)<\/title>/, (_m, site: string) =>
    site ? `<title>${title} · ${site}</title>` : `<title>${title}</title>`,
  );
  if (text) {
    out = out.replace(
      /(<meta\s+name="description"\s+content=")[^"]*("\s*\/?>)/,
      (_m, start: string, end: string) => `${start}${text}${end}`,
    );
  }
  const markup =
    `<div class="boot-intro boot-intro-served"><p class="boot-title">${title}</p>` +
    (text ? `<p class="boot-text">${text}</p>` : '') +
    '</div>';
  // Inserted as text: a replacement string would read `$&`, `$'` or `$\`` in a title as patterns.
  const at = out.indexOf(PAGE_INTRO_MARKER);
  if (at >= 0) out = out.slice(0, at) + markup + out.slice(at + PAGE_INTRO_MARKER.length);
  const headEnd = intro.head ? out.indexOf('</head>') : -1;
  return headEnd < 0 ? out : out.slice(0, headEnd) + (intro.head ?? '') + out.slice(headEnd);
}

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
    private readonly sources: PageSources = {},
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

  pageFor(pathname: string): Page {
    this.refresh();
    return this.landing.find((l) => matchRoutePath(l.path, pathname))?.page ?? this.plain;
  }

  /**
   * What the server knows of the page at `pathname`: 404 for a path none of the app's routes
   * matches, or one whose source does not hold the thing it names (an unknown project code);
   * otherwise 200, with the page's intro and data preload where its route has a source. Without
   * a route list in the build every path is a page.
   */
  async lookup(
    pathname: string,
  ): Promise<{ status: 404 } | { status: 200; intro?: PageIntro; link?: string }> {
    this.refresh();
    if (this.routes && !this.routes.some((r) => matchRoutePath(r, pathname))) {
      return { status: 404 };
    }
    const found = Object.entries(this.sources).find(([pattern]) =>
      matchRoutePath(pattern, pathname),
    );
    if (!found) return { status: 200 };
    const [pattern, source] = found;
    const params = routeParams(pattern, pathname);
    const intro = await source.intro(params);
    if (!intro) return { status: 404 };
    return {
      status: 200,
      intro,
      link: `<${source.data(params)}>; rel=preload; as=fetch; crossorigin`,
    };
  }

  /** The page for the request's path, answered 200 or, for an unknown address, 404. */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    options: { known?: boolean } = {},
  ): Promise<FastifyReply> {
    const pathname = request.url.split('?')[0] ?? '/';
    const found = options.known ? { status: 200 as const } : await this.lookup(pathname);
    const plain = this.pageFor(pathname);
    const { body, etag } =
      found.status === 200 && found.intro ? page(withIntro(plain.body, found.intro)) : plain;
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') reply.header('content-security-policy', this.pageCsp(csp));
    // A not-found answer is not revalidated: the same HTML is 200 at a known address.
    if (found.status === 404) return reply.code(404).send(body);
    if (found.link) reply.header('link', found.link);
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
