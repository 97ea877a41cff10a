import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metaSchema, projectDetailSchema, projectsPageSchema } from '@app/common';
import { buildApp } from '../src/app.ts';
import { loadEnv } from '../src/config/env.ts';
import { prepareDatabase } from '../src/db/setup.ts';
import {
  DEFAULT_DATA_CONTACT,
  dataFacts,
  parseContact,
  parseLicence,
} from '../src/routes/api/v1/meta/facts.ts';
import { buildTestApp, type TestApp } from './helper.ts';

const SITE = 'https://newsroom.example';
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date());

describe('a missing contact setting', () => {
  it('is a start-up warning for the operator, and silent once set', () => {
    const warnings: string[] = [];
    loadEnv({}, (m) => warnings.push(m));
    expect(warnings).toEqual([expect.stringContaining('DATA_CONTACT is not set')]);
    warnings.length = 0;
    loadEnv({ DATA_CONTACT: 'opendata@county.example' }, (m) => warnings.push(m));
    expect(warnings).toEqual([]);
  });
});

describe('facts a reuser needs: licence, publisher, contact', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('meta names the licence of the projects data, the publisher, and the county’s website when no contact is set', async () => {
    const res = await t.app.inject('/api/v1/meta');
    const meta = metaSchema.parse(res.json());
    expect(meta.dataLicence).toEqual({
      id: 'CC-BY-4.0',
      name: 'CC BY 4.0',
      title: 'Creative Commons Attribution 4.0 International',
      url: 'https://creativecommons.org/licenses/by/4.0/',
    });
    expect(meta.publisher).toEqual({ name: 'County Government of Makueni' });
    expect(meta.contact).toEqual({
      label: 'www.makueni.go.ke',
      href: 'https://www.makueni.go.ke',
    });
    expect(res.headers.link).toBe('<https://creativecommons.org/licenses/by/4.0/>; rel="license"');
  });

  it('takes the county’s own settings', async () => {
    const facts = dataFacts({
      license: 'ODbL-1.0',
      publisher: 'Makueni County Treasury',
      contact: 'opendata@county.example',
    });
    const app = await buildApp({ database: t.database, dataFacts: facts });
    try {
      const meta = metaSchema.parse((await app.inject('/api/v1/meta')).json());
      expect(meta.dataLicence.id).toBe('ODbL-1.0');
      expect(meta.publisher.name).toBe('Makueni County Treasury');
      expect(meta.contact).toEqual({
        label: 'opendata@county.example',
        href: 'mailto:opendata@county.example',
      });
    } finally {
      await app.close();
    }
  });

  it('reads licences by SPDX id or as "name|address", contacts as email, address or path', () => {
    expect(parseLicence('cc0-1.0').id).toBe('CC0-1.0');
    expect(parseLicence('Kenya Open Data Licence|https://licence.example/kodl')).toEqual({
      id: null,
      name: 'Kenya Open Data Licence',
      title: 'Kenya Open Data Licence',
      url: 'https://licence.example/kodl',
    });
    expect(() => parseLicence('All rights reserved')).toThrow(/DATA_LICENSE/);
    expect(() => parseLicence('X|javascript:alert(1)')).toThrow(/DATA_LICENSE/);
    expect(parseContact('/pages/contact')).toEqual({
      label: '/pages/contact',
      href: '/pages/contact',
    });
    expect(parseContact('https://county.example/feedback')?.href).toBe(
      'https://county.example/feedback',
    );
    expect(parseContact('')).toEqual(DEFAULT_DATA_CONTACT);
    expect(() => parseContact('javascript:alert(1)')).toThrow(/DATA_CONTACT/);
  });
});

describe('export file names and metadata', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('names the filters and the day in Content-Disposition', async () => {
    const res = await t.app.inject('/api/v1/projects/export.csv?ward=Kasikeu&state=ongoing');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="makueni-projects_ward-kasikeu_state-ongoing_${today()}.csv"`,
    );
    expect(res.headers.link).toContain('rel="license"');
  });

  it('uses the canonical names whatever the spelling, for every format', async () => {
    for (const format of ['json', 'geojson', 'xlsx'] as const) {
      const res = await t.app.inject(
        `/api/v1/projects/export.${format}?subCounty=086&financialYear=2023/24`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(
          `^attachment; filename="makueni-projects_subcounty-[a-z-]+_fy-2023-24_${today()}\\.${format}"$`,
        ),
      );
    }
    const plain = await t.app.inject('/api/v1/projects/export.csv');
    expect(plain.headers['content-disposition']).toBe(
      `attachment; filename="makueni-projects_${today()}.csv"`,
    );
  });

  it('keeps a long search to a bounded ASCII name', async () => {
    const q = encodeURIComponent(`Kĩlũngũ "borehole" ${'x'.repeat(150)}`);
    const res = await t.app.inject(`/api/v1/projects/export.csv?q=${q}`);
    const name = /filename="([^"]+)"/.exec(res.headers['content-disposition'] as string)?.[1];
    expect(name).toMatch(/^makueni-projects_search-kilungu-borehole-x+_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(name?.length).toBeLessThanOrEqual(140);
  });

  it('says who publishes it under which licence in the GeoJSON and the spreadsheet', async () => {
    const geo = (await t.app.inject('/api/v1/projects/export.geojson?ward=Kasikeu')).json() as {
      publisher: string;
      license: { id: string };
    };
    expect(geo.publisher).toBe('County Government of Makueni');
    expect(geo.license.id).toBe('CC-BY-4.0');

    const res = await t.app.inject('/api/v1/projects/export.xlsx?ward=Kasikeu');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.creator).toBe('County Government of Makueni');
    expect(book.worksheets.map((w) => w.name)).toEqual(['Projects', 'About']);
    const about = new Map<string, string>();
    book.getWorksheet('About')?.eachRow((row) => {
      about.set(String(row.getCell(1).value), String(row.getCell(2).value));
    });
    expect(about.get('Licence')).toContain('CC BY 4.0');
    expect(about.get('Publisher')).toBe('County Government of Makueni');
    expect(about.get('Contact')).toBe('www.makueni.go.ke');
    expect(about.get('Filters')).toBe('ward: Kasikeu');
  });
});

describe('CORS: other sites may read the open data, never write', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('allows a GET from any origin without credentials and exposes ETag, Link and Content-Disposition', async () => {
    const res = await t.app.inject({ url: '/api/v1/meta', headers: { origin: SITE } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(res.headers['access-control-expose-headers'])).toBe(
      'ETag, Link, Content-Disposition',
    );
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/api/v1/projects',
      headers: { origin: SITE },
    });
    expect(head.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers the preflight of a GET (it answered 404 before)', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/projects?ward=Kasikeu',
      headers: {
        origin: SITE,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'if-none-match',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toBe('GET, HEAD');
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/If-None-Match/);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('grants no write: the preflight of a POST, PATCH, PUT or DELETE gets no CORS headers', async () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/projects/MKN-1',
        headers: { origin: SITE, 'access-control-request-method': method },
      });
      expect(res.statusCode, method).toBeGreaterThanOrEqual(400);
      expect(res.headers['access-control-allow-origin'], method).toBeUndefined();
      expect(res.headers['access-control-allow-methods'], method).toBeUndefined();
    }
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/import',
      headers: { origin: SITE, 'content-type': 'text/plain' },
      payload: 'code',
    });
    expect(post.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives staff routes, the sign-in provider and pages no CORS at all', async () => {
    for (const url of [
      '/api/v1/auth/config',
      '/api/v1/staff',
      '/api/v1/audit',
      '/oidc/auth',
      '/',
    ]) {
      const get = await t.app.inject({ url, headers: { origin: SITE } });
      expect(get.headers['access-control-allow-origin'], url).toBeUndefined();
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: { origin: SITE, 'access-control-request-method': 'GET' },
      });
      expect(preflight.headers['access-control-allow-origin'], url).toBeUndefined();
    }
  });

  it('does not let a preflight ask for credentials headers', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/projects',
      headers: {
        origin: SITE,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(String(res.headers['access-control-allow-headers'])).not.toMatch(/authorization/i);
  });
});

describe('unknown addresses answer 404 with the app’s page', () => {
  let t: TestApp;
  let dist: string;
  let code: string;
  const INDEX =
    '<!doctype html><html><head><meta name="description" content="The portal." /><title>Makueni</title></head><body><div id="root"><div class="spinner-screen"><!-- page-intro --></div></div></body></html>';

  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'web-dist-facts-'));
    await fs.writeFile(path.join(dist, 'index.html'), INDEX);
    await fs.writeFile(
      path.join(dist, 'routes.json'),
      JSON.stringify({ routes: ['/', '/about', '/projects/:code', '/misc/not-found'] }),
    );
    t = await buildTestApp({ webDist: dist });
    const page = projectsPageSchema.parse((await t.app.inject('/api/v1/projects?limit=1')).json());
    code = page.items[0]?.code ?? '';
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('answers the app’s routes 200', async () => {
    for (const url of [
      '/',
      '/index.html',
      '/about',
      '/about/',
      `/projects/${code}`,
      '/about?x=1',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('answers an unknown address 404 with the same page (the app shows its not-found page)', async () => {
    for (const url of ['/no-such-page', '/about/more', '/projects', '/favicon.ico']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('<div id="root">');
      expect(res.headers.etag, url).toBeUndefined();
    }
    const head = await t.app.inject({ method: 'HEAD', url: '/no-such-page' });
    expect(head.statusCode).toBe(404);
  });

  it("names the project in a project page's title, description and loading screen", async () => {
    const project = projectDetailSchema.parse(
      (await t.app.inject(`/api/v1/projects/${code}`)).json(),
    );
    const res = await t.app.inject(`/projects/${code}?tab=defects`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${project.title} · Makueni</title>`);
    expect(res.body).toContain(`<meta name="description" content="${project.description}" />`);
    expect(res.body).toContain(
      `<div class="spinner-screen"><div class="boot-intro boot-intro-served"><p class="boot-title">${project.title}</p><p class="boot-text">${project.description}</p></div></div>`,
    );
    // Its ETag is its own: another project's page, or the plain page, is not the same answer.
    const other = await t.app.inject('/');
    expect(other.body).toContain('<title>Makueni</title>');
    expect(other.body).not.toContain('boot-intro-served');
    expect(res.headers.etag).not.toBe(other.headers.etag);
    const again = await t.app.inject({
      url: `/projects/${code}`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers a project page for a code the data does not hold 404', async () => {
    for (const url of ['/projects/NOPE-CODE', '/projects/%E2%80%AE', `/projects/${code}x`]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('keeps JSON 404s for unknown API paths and missing build files', async () => {
    for (const url of ['/api/v1/nope', '/api', '/assets/missing.js']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
    const detail = await t.app.inject('/api/v1/projects/NOPE-CODE');
    expect(detail.statusCode).toBe(404);
    expect(detail.json()).toMatchObject({ statusCode: 404 });
  });

  it('treats every path as a page for a build without a route list', async () => {
    const old = await fs.mkdtemp(path.join(os.tmpdir(), 'web-dist-old-'));
    await fs.writeFile(path.join(old, 'index.html'), INDEX);
    const app = await buildApp({ database: t.database, webDist: old });
    try {
      expect((await app.inject('/no-such-page')).statusCode).toBe(200);
    } finally {
      await app.close();
      await fs.rm(old, { recursive: true, force: true });
    }
  });
});

describe('the API docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'web-dist-docs-'));
    await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await buildTestApp({ webDist: dist });
  });
  afterAll(async () => t?.close());

  it('carry the portal’s name and list only the API', async () => {
    const spec = (await t.app.inject('/api/docs/json')).json() as {
      info: { title: string; description: string; license: { name: string; url: string } };
      paths: Record<string, unknown>;
    };
    expect(spec.info.title).toBe('Makueni Open Data: projects API');
    expect(spec.info.license).toEqual({
      name: 'CC BY 4.0',
      url: 'https://creativecommons.org/licenses/by/4.0/',
    });
    expect(spec.info.description).toContain('Published by County Government of Makueni');
    const paths = Object.keys(spec.paths);
    expect(paths).toContain('/api/v1/meta');
    // Besides /api, only the open-data documents served at the root (catalogue, feeds).
    expect(
      paths.filter((p) => !p.startsWith('/api/') && !/^\/(catalog\.|feeds\/)/.test(p)),
    ).toEqual([]);

    const page = await t.app.inject('/api/docs');
    expect(page.body).toContain('<title>Makueni Open Data: projects API (OpenAPI)</title>');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).not.toMatch(/upgrade-insecure-requests|validator\.swagger\.io/);
  });
});

describe('freshness: "last updated" is the last change of the data', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'makueni-fresh-'));
  });
  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  async function read() {
    const database = await prepareDatabase({ dataDir, seedIfEmpty: true, seedCount: 40 });
    const app = await buildApp({ database, closeDatabase: true });
    try {
      const meta = metaSchema.parse((await app.inject('/api/v1/meta')).json());
      const first = projectsPageSchema.parse((await app.inject('/api/v1/projects?limit=1')).json())
        .items[0];
      const detail = projectDetailSchema.parse(
        (await app.inject(`/api/v1/projects/${encodeURIComponent(first?.code ?? '')}`)).json(),
      );
      return { lastUpdated: meta.lastUpdated, version: meta.dataVersion, detail };
    } finally {
      await app.close();
    }
  }

  it('is not moved by a restart, nor is a project’s last change', async () => {
    const before = await read();
    // Long enough that a timestamp taken at the second start would differ.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const after = await read();
    expect(after.lastUpdated).toBe(before.lastUpdated);
    expect(after.version).toBe(before.version);
    expect(after.detail.updatedAt).toBe(before.detail.updatedAt);
    expect(Date.parse(after.detail.updatedAt)).toBeLessThanOrEqual(Date.parse(after.lastUpdated));
  });
});
