import type { AppDb } from '../db/client.ts';
import { recordAudit, type AuditRecord } from './audit-repository.ts';
import {
  updateProject,
  type EditResult,
  type ProjectEdit,
  type ProjectForEdit,
} from '../db/writer/project-edit.ts';

export {
  StaleWriteError,
  type EditableProject,
  type EditResult,
  type ProjectEdit,
  type ProjectForEdit,
} from '../db/writer/project-edit.ts';

/** What one staff edit needs from its caller: the version check, the plan and the audit row. */
export interface EditOptions {
  /** False when the data's version is not the one the client read (StaleWriteError). */
  expectVersion?: ((current: string) => boolean) | undefined;
  /** The change to make to the project as it is; throw to refuse it (nothing written). */
  plan: (current: ProjectForEdit) => ProjectEdit;
  /** The edit's audit row, written last in its transaction (it commits or rolls back with it). */
  audit: (result: EditResult) => AuditRecord;
}

/** Staff edits of one project (PATCH /api/v1/projects/:code), each in one transaction. */
export class ProjectEditsRepository {
  constructor(private readonly db: AppDb) {}

  /** The project before and after the edit; undefined when no project has the code. */
  edit(code: string, options: EditOptions): Promise<EditResult | undefined> {
    const { audit, ...edit } = options;
    return updateProject(this.db, code, {
      ...edit,
      beforeCommit: async (tx, result) => {
        await recordAudit(tx, audit(result));
      },
    });
  }
}
