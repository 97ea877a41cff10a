import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_LOGO_SVG } from '../../src/plugins/external/docs-theme.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

describe('the API docs page in the portal’s dress', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'web-dist-docs-theme-'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await buildTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('serves its own copy of the portal’s logo, equal to the web app’s', async () => {
    const web = await fs.readFile(new URL('../../../web/public/logo.svg', import.meta.url), 'utf8');
    expect(DOCS_LOGO_SVG).toBe(web.trim());
    const page = await t.app.inject('/api/docs');
    expect(page.body).toContain(
      'rel="icon" type="image/svg+xml" href="/api/docs/static/theme/logo.svg"',
    );
    const logo = await t.app.inject('/api/docs/static/theme/logo.svg');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    expect(logo.body).toBe(DOCS_LOGO_SVG);
    // The top bar draws the same logo, not the framework's.
    const init = await t.app.inject('/api/docs/static/swagger-initializer.js');
    expect(init.body).toContain(
      `data:image/svg+xml;base64,${Buffer.from(DOCS_LOGO_SVG).toString('base64')}`,
    );
  });

  it('loads the portal’s style and script from the server itself', async () => {
    const page = await t.app.inject('/api/docs');
    expect(page.body).toContain('/api/docs/static/theme/portal.css');
    expect(page.body).toContain('/api/docs/static/theme/portal.js');
    expect(page.body).not.toMatch(/https?:\/\//);
    const css = await t.app.inject('/api/docs/static/theme/portal.css');
    expect(css.body).toContain('#4c46c8');
    expect(css.body).toMatch(/\.scheme-container \{ display: none; \}/);
    const js = await t.app.inject('/api/docs/static/theme/portal.js');
    expect(js.body).toContain('"Makueni Open Data"');
  });

  it('starts the description with the three calls most readers need', async () => {
    const spec = (await t.app.inject('/api/docs/json')).json() as { info: { description: string } };
    const start = spec.info.description.slice(spec.info.description.indexOf('## Start here'));
    expect(start).toMatch(/^## Start here/);
    const links = [...start.matchAll(/\]\((\/api\/v1\/[^)]+)\)/g)].map((m) => m[1] ?? '');
    expect(links).toEqual([
      '/api/v1/projects?ward=Wote&state=ongoing&limit=20',
      '/api/v1/projects/summary?ward=Wote',
      '/api/v1/projects/export.csv?ward=Wote',
    ]);
    // Each call works as written.
    for (const link of links) expect((await t.app.inject(link)).statusCode, link).toBe(200);
  });
});
