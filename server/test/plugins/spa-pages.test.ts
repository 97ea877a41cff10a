import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { escapeHtml } from '@app/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../src/db/schema/index.ts';
import {
  allowInlineScripts,
  inlineScriptHashes,
  withIntro,
} from '../../src/plugins/app/spa-pages.ts';
import { buildTestApp, testBackends, type TestApp } from '../helper.ts';

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

describe('page HTML helpers', () => {
  it('adds hashes to script-src only, wherever it stands', async () => {
    const csp = "default-src 'self';script-src-attr 'none';script-src 'self';style-src 'self'";
    expect(allowInlineScripts(csp, ["'sha256-abc'"])).toBe(
      "default-src 'self';script-src-attr 'none';script-src 'self' 'sha256-abc';style-src 'self'",
    );
    expect(allowInlineScripts(csp, [])).toBe(csp);
    const html =
      '<script src="/a.js"></script><script type="module" src="/b.js"></script><script>x()</script>';
    expect(inlineScriptHashes(html)).toEqual([
      `'sha256-${createHash('sha256').update('x()').digest('base64')}'`,
    ]);
  });

  it("writes a page's intro into its title, description and loading screen, escaped", async () => {
    const html =
      '<head><meta\n      name="description"\n      content="Portal."\n    />\n<title>Makueni Open Data</title></head><body><div><!-- page-intro --></div></body>';
    const out = withIntro(html, {
      title: 'Borehole <script>alert(1)</script> & "tank"',
      text: "Kasikeu's   new\nwater point",
    });
    expect(out).toContain(
      '<title>Borehole &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;tank&quot; · Makueni Open Data</title>',
    );
    expect(out).toContain('content="Kasikeu&#39;s new water point"\n    />');
    expect(out).toContain(
      '<div><div class="boot-intro boot-intro-served"><p class="boot-title">Borehole &lt;script&gt;',
    );
    expect(out).not.toContain('<script>');
    // No text: the description stays and the screen shows the title alone.
    const bare = withIntro(html, { title: 'Dam', text: '' });
    expect(bare).toContain('content="Portal."');
    expect(bare).toContain('<p class="boot-title">Dam</p></div></div>');
    // A long text is cut at a word, with an ellipsis.
    const long = withIntro(html, { title: 'Dam', text: 'word '.repeat(100) });
    const description = /content="([^"]*)"/.exec(long)?.[1] ?? '';
    expect(description.length).toBeLessThanOrEqual(300);
    expect(description).toMatch(/word…$/);
    // A page without the marker still gets its title.
    expect(withIntro('<title>Site</title>', { title: 'Dam', text: 'x' })).toBe(
      '<title>Dam · Site</title>',
    );
  });
});
