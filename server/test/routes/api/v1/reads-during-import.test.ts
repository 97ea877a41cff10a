import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectsSummarySchema } from '@app/common';
import type { AppDb } from '../../../../src/db/client.ts';
import { buildTestApp, testBackends, type TestApp } from '../../../helper.ts';
import { waitUntil } from '../../../wait.ts';
import { bearer, testAuth, tokens } from '../../../tokens.ts';

/** The answer of a read, or 'still waiting' when it has not come after `ms`. */
async function answered<T>(read: Promise<T>, ms: number): Promise<T | 'still waiting'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'still waiting'>((resolve) => {
    timer = setTimeout(() => resolve('still waiting'), ms);
  });
  try {
    return await Promise.race([read, late]);
  } finally {
    clearTimeout(timer);
  }
}

const CSV =
  'code,title,department,ward,state,financial_year,budget,funding_source\r\n' +
  'HOLD-1,Borehole at Wote market,Water,Wote,ongoing,2024/25,1000000,Equitable Share\r\n';

function upload(csv: string) {
  const boundary = '----reads-during-import';
  return {
    payload:
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="hold.csv"\r\n` +
      `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    'content-type': `multipart/form-data; boundary=${boundary}`,
  };
}

describe.each(testBackends())('reads while an import writes on %s', (backend) => {
  let t: TestApp;
  let realTransaction: AppDb['transaction'];

  beforeAll(async () => {
    // The data version is read again on every request (no TTL), as after a quiet minute.
    t = await buildTestApp({ backend, fresh: true, seedCount: 40, auth: testAuth });
    realTransaction = t.database.db.transaction.bind(t.database.db);
  });
  afterAll(async () => {
    if (t) t.database.db.transaction = realTransaction;
    await t?.close();
  });

  it("the summary and the list's first page are answered while the import's transaction holds the database", async () => {
    const before = await t.app.inject('/api/v1/projects/summary');
    expect(before.statusCode).toBe(200);
    const old = projectsSummarySchema.parse(before.json());
    const firstPage = await t.app.inject('/api/v1/projects?sort=title');
    expect(firstPage.statusCode).toBe(200);

    // The seam: the import's write transaction starts, then waits (holding the connection; on
    // PGlite, every query of the process) until the test lets it go on.
    let open = () => {};
    const gate = new Promise<void>((r) => (open = r));
    let writing = false;
    t.database.db.transaction = ((work: (tx: unknown) => Promise<unknown>, config?: unknown) =>
      realTransaction(async (tx) => {
        writing = true;
        await gate;
        return work(tx);
      }, config as never)) as AppDb['transaction'];

    const { payload, 'content-type': contentType } = upload(CSV);
    const importing = t.app.inject({
      method: 'POST',
      url: '/api/v1/projects/import',
      payload,
      headers: { 'content-type': contentType, ...bearer(await tokens.editor()) },
    });
    await waitUntil(() => writing);
    expect(writing).toBe(true);

    const during = await answered(t.app.inject('/api/v1/projects/summary'), 20_000);
    const listDuring = await answered(t.app.inject('/api/v1/projects?sort=title'), 20_000);
    open();
    expect(during === 'still waiting' ? during : during.statusCode).toBe(200);
    expect(listDuring === 'still waiting' ? listDuring : listDuring.statusCode).toBe(200);
    if (during !== 'still waiting' && listDuring !== 'still waiting') {
      // The data as committed so far: the import has not committed.
      expect(projectsSummarySchema.parse(during.json())).toEqual(old);
      expect(listDuring.json()).toEqual(firstPage.json());
      expect(listDuring.headers.link).toBe(firstPage.headers.link);
    }

    const done = await importing;
    t.database.db.transaction = realTransaction;
    expect(done.statusCode, done.body).toBe(200);
    // Once it commits, the next answer is the new data.
    const after = projectsSummarySchema.parse(
      (await t.app.inject('/api/v1/projects/summary')).json(),
    );
    expect(after.dataVersion).not.toBe(old.dataVersion);
    expect(after.dataVersion).toBe(done.json<{ version: string }>().version);
    const list = (await t.app.inject('/api/v1/projects?sort=title')).json<{
      dataVersion: string;
      total: number;
    }>();
    expect(list.dataVersion).toBe(after.dataVersion);
    expect(list.total).toBe(firstPage.json<{ total: number }>().total + 1);
  });
});
