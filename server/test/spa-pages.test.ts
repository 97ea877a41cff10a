import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { escapeHtml } from '@app/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../src/db/schema/index.ts';
import { withIntro } from '../src/plugins/external/spa-pages.ts';
import { buildTestApp, testBackends, type TestApp } from './helper.ts';

/** Every sequence String.replace reads in a replacement string. */
const TITLE = "Dam $` and $' and $& and $$ and $1";
const TEXT = "Water for $`Kasikeu$' ($&) at $$5";

const INDEX =
  '<!doctype html><html><head><meta name="description" content="Portal." />' +
  '<title>Makueni</title></head><body><div id="root"><!-- page-intro --></div></body></html>';

function count(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

describe("a page's intro with replacement patterns in it", () => {
  it('is written as text, once, in the title, description and loading screen', () => {
    const out = withIntro(INDEX, { title: TITLE, text: TEXT });
    const title = escapeHtml(TITLE);
    const text = escapeHtml(TEXT);
    expect(count(out, '<title>')).toBe(1);
    expect(count(out, '<head>')).toBe(1);
    expect(out).toContain(`<title>${title} · Makueni</title>`);
    expect(out).toContain(`content="${text}"`);
    expect(out).toContain(
      `<div id="root"><div class="boot-intro boot-intro-served"><p class="boot-title">${title}</p>` +
        `<p class="boot-text">${text}</p></div></div>`,
    );
  });
});

describe.each(testBackends())('the server-written project page (%s)', (backend) => {
  let t: TestApp;
  let dist: string;
  let code = '';

  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await fs.writeFile(path.join(dist, 'index.html'), INDEX);
    t = await buildTestApp({ backend, fresh: true, seedCount: 3, webDist: dist });
    const [first] = await t.database.db.select({ code: projects.code }).from(projects).limit(1);
    code = first?.code ?? '';
    await t.database.db
      .update(projects)
      .set({ title: TITLE, description: TEXT })
      .where(eq(projects.code, code));
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('holds one head and the title and description as they were saved', async () => {
    const res = await t.app.inject(`/projects/${encodeURIComponent(code)}`);
    expect(res.statusCode).toBe(200);
    expect(count(res.body, '<title>')).toBe(1);
    expect(count(res.body, '<head>')).toBe(1);
    expect(count(res.body, 'boot-title')).toBe(1);
    expect(res.body).toContain(`<title>${escapeHtml(TITLE)} · Makueni</title>`);
    expect(res.body).toContain(`<p class="boot-text">${escapeHtml(TEXT)}</p>`);
  });
});
