import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';

const INLINE_SCRIPT = 'document.documentElement.dataset.ready = "1";';

describe('serving the web app, headers and limits', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(
      path.join(dist, 'index.html'),
      `<!doctype html><html><head><title>Makueni</title><script>${INLINE_SCRIPT}</script></head><body><div id="root"></div></body></html>`,
    );
    await fs.writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    await fs.writeFile(
      path.join(dist, 'page-preloads.json'),
      JSON.stringify([
        {
          path: '/',
          scripts: ['/assets/home-page-1.js', '/assets/formatters-2.js'],
          styles: ['/assets/home-3.css'],
        },
        {
          path: '/projects/:code',
          scripts: ['/assets/project-page-4.js', '"><script>x</script>'],
          styles: [],
        },
      ]),
    );
    await fs.writeFile(
      path.join(dist, 'mockServiceWorker.js'),
      'self.addEventListener("fetch", () => {})',
    );
    await fs.writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await buildTestApp({ webDist: dist, rateLimitMax: 30 });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('serves index.html at / without caching', async () => {
    const res = await t.app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it("names a landing page's own code in its HTML, and only there", async () => {
    const home = await t.app.inject('/');
    expect(home.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/home-page-1.js">',
    );
    expect(home.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/formatters-2.js">',
    );
    expect(home.body).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/home-3.css">',
    );
    expect(home.body.indexOf('home-page-1.js')).toBeLessThan(home.body.indexOf('</head>'));

    const project = await t.app.inject('/projects/MKN-2023-00001?tab=defects');
    expect(project.body).toContain('href="/assets/project-page-4.js"');
    // Its project is asked for with the page, not after the app's code has loaded.
    expect(project.headers.link).toBe(
      '</api/v1/projects/MKN-2023-00001>; rel=preload; as=fetch; crossorigin',
    );
    expect(home.headers.link).toBeUndefined();
    expect(project.body).not.toContain('home-page-1.js');
    // Only the build's own asset names are written into a page.
    expect(project.body).not.toContain('<script>x</script>');

    for (const url of ['/analytics', '/projects', '/projects/a/b']) {
      const res = await t.app.inject(url);
      expect(res.body, url).not.toContain('modulepreload');
    }
  });

  it("allows index.html's inline script by its hash, on pages only", async () => {
    const hash = `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`;
    for (const url of ['/', '/analytics', '/index.html']) {
      const csp = String((await t.app.inject(url)).headers['content-security-policy']);
      expect(csp, url).toContain(`script-src 'self' ${hash}`);
      expect(csp, url).toContain("script-src-attr 'none'");
    }
    const api = String((await t.app.inject('/api/health')).headers['content-security-policy']);
    expect(api).not.toContain('sha256');
  });

  it('serves a new build without a restart', async () => {
    const before = (await t.app.inject('/')).body;
    const preloads = path.join(dist, 'page-preloads.json');
    const saved = await fs.readFile(preloads, 'utf8');
    await fs.writeFile(
      preloads,
      JSON.stringify([{ path: '/', scripts: ['/assets/home-page-9.js'], styles: [] }]),
    );
    const future = new Date(Date.now() + 5000);
    await fs.utimes(preloads, future, future);
    try {
      const after = (await t.app.inject('/')).body;
      expect(before).toContain('home-page-1.js');
      expect(after).toContain('href="/assets/home-page-9.js"');
      expect(after).not.toContain('home-page-1.js');
    } finally {
      await fs.writeFile(preloads, saved);
      const later = new Date(Date.now() + 10_000);
      await fs.utimes(preloads, later, later);
    }
  });

  it('answers a page revalidation with 304 when it has not changed', async () => {
    const first = await t.app.inject('/');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.inject({ url: '/', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({
      url: '/analytics',
      headers: { 'if-none-match': String(etag) },
    });
    expect(other.statusCode).toBe(200);
  });

  it('falls back to index.html for client-side routes', async () => {
    for (const url of ['/analytics', '/email/inbox', '/projects/MKN-2023-00001?tab=defects']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and 404s a missing one', async () => {
    const res = await t.app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject('/assets/missing-000.js')).statusCode).toBe(404);
  });

  it('serves the mock service worker with scope / and no long cache', async () => {
    const res = await t.app.inject('/mockServiceWorker.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('sets security headers with a CSP the SPA and map tiles pass', async () => {
    const res = await t.app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob: https://*.tile.openstreetmap.org");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("worker-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers unknown API paths with JSON 404, never the SPA', async () => {
    for (const url of ['/api/v2/projects', '/api/v1/nope', '/api']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
    const post = await t.app.inject({ method: 'POST', url: '/analytics' });
    expect(post.statusCode).toBe(404);
  });

  it('answers 429 with a JSON body past the rate limit', async () => {
    let last;
    for (let i = 0; i < 35; i += 1) last = await t.app.inject('/api/health');
    expect(last?.statusCode).toBe(429);
    expect(last?.headers['content-type']).toMatch(/^application\/json/);
    expect(last?.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(last?.json().message).toMatch(/^Rate limit exceeded/);
    // Static files are not rate-limited.
    expect((await t.app.inject('/')).statusCode).toBe(200);
  });
});

describe('without a built web app', () => {
  it('serves the API and 404s other paths', async () => {
    const t = await buildTestApp({ webDist: path.join(os.tmpdir(), 'no-such-dist') });
    try {
      expect((await t.app.inject('/api/health')).statusCode).toBe(200);
      const res = await t.app.inject('/analytics');
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
