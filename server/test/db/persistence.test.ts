import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metaSchema } from '@app/common';
import { buildApp } from '../../src/app.ts';
import { prepareDatabase } from '../../src/db/setup.ts';

describe('embedded database in DATA_DIR', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'makueni-data-'));
  });
  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  async function start() {
    const database = await prepareDatabase({ dataDir, seedIfEmpty: true, seedCount: 120 });
    const app = await buildApp({ database, closeDatabase: true });
    await app.ready();
    return app;
  }

  it('is created and seeded on first start and survives a restart', async () => {
    const first = await start();
    const meta1 = metaSchema.parse((await first.inject('/api/v1/meta')).json());
    const list1 = (await first.inject('/api/v1/projects?limit=5&sort=-budget')).json() as unknown;
    expect(meta1.dataset.projectCount).toBe(120);
    await first.close();
    await expect(fs.stat(path.join(dataDir, 'pglite', 'PG_VERSION'))).resolves.toBeTruthy();

    const second = await start();
    const meta2 = metaSchema.parse((await second.inject('/api/v1/meta')).json());
    // Not seeded again: same version, same data.
    expect(meta2.dataVersion).toBe(meta1.dataVersion);
    expect((await second.inject('/api/v1/projects?limit=5&sort=-budget')).json()).toEqual(list1);
    await second.close();
  });
});
