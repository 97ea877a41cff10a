import type { Database } from '../db/client.ts';
import { importFile, type ImportOutcome } from '../db/import/import-file.ts';
import { recordAudit, type AuditActor } from '../repositories/audit-repository.ts';
import type { DataVersionService } from '../repositories/data-version-service.ts';
import {
  recordImportChanges,
  snapshotPublicFields,
} from '../repositories/import-changes-repository.ts';

/** A file a member of staff uploaded, as received. */
export interface StaffImport {
  /** The file on disk (a temporary copy of the upload). */
  file: string;
  /** Its name as its owner knows it (messages, the audit log). */
  displayName: string;
  actor: AuditActor;
  /** Its size and SHA-256 (hex), recorded with the import. */
  bytes: number;
  sha256: string;
  /** Remove the sample projects first (a county loading its own data). */
  dropSample: boolean;
  /** Check every row and report, write nothing. */
  dryRun: boolean;
}

/**
 * A staff member's import of the projects file: checked and written as `npm run import` does
 * (all rows or none, one transaction), with the audit row and each project's public history in
 * the same transaction, and the data version moved on once it has committed.
 */
export class ProjectImportService {
  constructor(
    private readonly database: Database,
    private readonly dataVersion: DataVersionService,
  ) {}

  async importUpload(upload: StaffImport): Promise<ImportOutcome> {
    const { actor, displayName, dropSample, dryRun } = upload;
    const embedded = this.database.kind === 'pglite';
    // On the embedded database the write's transaction holds the one connection until it
    // commits: meanwhile the data version is the one already known, and answers cached by it
    // (the summary, the list's first pages, 304s) are served without waiting.
    const release = embedded && !dryRun ? this.dataVersion.hold() : undefined;
    const outcome = await importFile(this.database.db, upload.file, {
      displayName,
      dropSample,
      dryRun,
      // Readers keep being answered while the file is read and checked
      // (see db/writer/import-staging.ts).
      stageFirst: embedded,
      // Each project's public history says what the import changed in it.
      beforeWrite: snapshotPublicFields,
      beforeCommit: async (tx, result) => {
        const batch = await recordAudit(tx, {
          actor,
          action: 'projects.import',
          target: displayName,
          before: null,
          after: {
            imported: result.inserted + result.updated,
            inserted: result.inserted,
            updated: result.updated,
            total: result.total,
            version: result.dataVersion,
          },
          details: { file: displayName, bytes: upload.bytes, sha256: upload.sha256, dropSample },
        });
        await recordImportChanges(tx, actor, batch);
      },
    }).finally(() => release?.());
    if (outcome.ok && !dryRun) this.dataVersion.invalidate();
    return outcome;
  }
}
