import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, importRejectedSchema, importResultSchema } from '@app/common';
import { buildTestApp, type TestApp } from '../../../helper.ts';
import { bearer, testAuth, tokens } from '../../../tokens.ts';
import { writeXlsxBomb } from '../../../xlsx-bomb.ts';

function upload(filename: string, content: Buffer) {
  const boundary = `----import-limits-${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const GOOD_HEADER = 'code,title,department,ward,state,financial_year,budget,funding_source';

describe('import limits and what the import says', () => {
  let t: TestApp;
  let tmp: string;
  const deadFolder = path.join(os.tmpdir(), `makueni-import-${2 ** 30}-Ab12Cd`);
  const liveFolder = path.join(os.tmpdir(), `makueni-import-${process.ppid}-Ab12Cd`);

  const post = async (name: string, content: Buffer, query = '?dryRun=true') => {
    const file = upload(name, content);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/projects/import${query}`,
      payload: file.payload,
      headers: { ...file.headers, ...bearer(await tokens.editor()) },
    });
  };

  beforeAll(async () => {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'import-limits-'));
    // Left by a server that died mid-import (its pid is gone), and one of a running process.
    for (const dir of [deadFolder, liveFolder]) {
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, 'upload.xlsx'), Buffer.alloc(4096));
    }
    t = await buildTestApp({ seedCount: 20, fresh: true, auth: testAuth });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(tmp, { recursive: true, force: true });
    await fs.rm(liveFolder, { recursive: true, force: true });
  });

  it('removes upload folders left by servers that are gone, and keeps the others', async () => {
    await expect(fs.stat(deadFolder)).rejects.toThrow(/ENOENT/);
    expect((await fs.stat(liveFolder)).isDirectory()).toBe(true);
  });

  it('refuses an XLSX bomb with 413 naming the limit, and keeps answering', async () => {
    const file = path.join(tmp, 'bomb.xlsx');
    const bomb = await writeXlsxBomb(file, { sharedStringBytes: 540e6 });
    const res = await post('ward-projects.xlsx', await fs.readFile(file), '');
    expect(res.statusCode, res.body).toBe(413);
    expect(apiErrorSchema.parse(res.json()).message).toBe(
      'ward-projects.xlsx: its part xl/sharedStrings.xml expands to more than 32 MB, the most an import holds in memory: send it as CSV',
    );
    expect(bomb.expandsTo).toBeGreaterThan(500e6);
    const health = await t.app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    // Its upload folder is gone too.
    const left = (await fs.readdir(os.tmpdir())).filter((n) =>
      n.startsWith(`makueni-import-${process.pid}-`),
    );
    expect(left).toEqual([]);
  });

  it('names the uploaded file, not the temporary one, when refusing UTF-16', async () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(`${GOOD_HEADER}\r\n`, 'utf16le'),
    ]);
    const res = await post('Kibwezi list.csv', utf16);
    expect(res.statusCode).toBe(422);
    const body = importRejectedSchema.parse(res.json());
    expect(body.issues[0]?.message).toMatch(/^Kibwezi list\.csv is saved as UTF-16/);
    expect(res.body).not.toContain('upload.csv');
  });

  it("answers with the importer's notices: the encoding it read and the columns it read past", async () => {
    const csv = Buffer.from(
      `${GOOD_HEADER},remarks\r\nNT-1,Kis\xe9 borehole,Water,Wote,ongoing,2024/25,1000000,Equitable Share,none\r\n`,
      'latin1',
    );
    const res = await post('latin.csv', csv);
    expect(res.statusCode, res.body).toBe(200);
    const body = importResultSchema.parse(res.json());
    expect(body.notices).toEqual([
      'latin.csv is not UTF-8 (first on line 2): read as Windows-1252 (Western European), so "é" and "’" arrive as written',
      'columns read past: remarks',
    ]);
    const rejected = await post('latin-bad.csv', Buffer.from(`${GOOD_HEADER},remarks\r\n`));
    expect(rejected.statusCode).toBe(422);
    expect(importRejectedSchema.parse(rejected.json()).notices).toEqual([
      'columns read past: remarks',
    ]);
  });
});
