import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client.ts';
import type { StaffImport } from '../../src/imports/project-import-service.ts';
import { buildTestApp, testBackends, type TestApp } from '../helper.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');

describe.each(testBackends())('the project import service on %s', (backend) => {
  let t: TestApp;

  const upload = (name: string, changes: Partial<StaffImport> = {}): StaffImport => ({
    file: path.join(FIXTURES, name),
    displayName: name,
    actor: { sub: 'editor-1', issuer: 'https://id.test', name: 'Mwikali', role: 'editor' },
    bytes: 123,
    sha256: 'ab'.repeat(32),
    dropSample: false,
    dryRun: false,
    ...changes,
  });
  const auditRows = (action: string) =>
    queryRows<{ target: string | null; details: Record<string, unknown> | null }>(
      t.database.db,
      sql`select target, details from audit_log where action = ${action} order by id`,
    );

  beforeAll(async () => {
    t = await buildTestApp({ backend, fresh: true, seedCount: 20 });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('checks a file without writing on a dry run', async () => {
    const before = await t.app.services.dataVersion.get();
    const outcome = await t.app.services.imports.importUpload(
      upload('projects-good.csv', { dryRun: true }),
    );
    expect(outcome.ok).toBe(true);
    expect(outcome.rows).toBe(5);
    expect(await auditRows('projects.import')).toEqual([]);
    expect((await t.app.services.dataVersion.get()).version).toBe(before.version);
  });

  it('writes nothing and records nothing for a rejected file', async () => {
    const outcome = await t.app.services.imports.importUpload(upload('projects-bad.csv'));
    expect(outcome.ok).toBe(false);
    expect(await auditRows('projects.import')).toEqual([]);
  });

  it('writes the rows with the audit row and each project change, then a new version', async () => {
    const before = await t.app.services.dataVersion.get();
    const outcome = await t.app.services.imports.importUpload(upload('projects-good.csv'));
    expect(outcome.ok && outcome.result.inserted).toBe(5);
    const [row] = await auditRows('projects.import');
    expect(row?.target).toBe('projects-good.csv');
    expect(row?.details).toEqual({
      file: 'projects-good.csv',
      bytes: 123,
      sha256: 'ab'.repeat(32),
      dropSample: false,
    });
    const changes = await auditRows('project.import');
    expect(changes.map((c) => c.target).sort()).toEqual([
      'IMP-2023-003',
      'IMP-2024-001',
      'IMP-2024-002',
      'IMP-2025-004',
      'IMP-2025-005',
    ]);
    const after = await t.app.services.dataVersion.get();
    expect(after.version).not.toBe(before.version);
    expect(after.projectCount).toBe(before.projectCount + 5);
  });
});
