/**
 * Shapes of the staff pages' calls: the contract's (common/staff) and what the pages send.
 * Types only, so no schema code comes with them.
 */
import type { ProjectState } from '@app/common/project-constants';

export type {
  AuditEntry,
  AuditPage,
  ImportIssue,
  ImportResult,
  UsageAnswer as UsageReport,
  UsageCount,
  UsageDay,
} from '@app/common/staff';

export interface ImportOptions {
  file: File;
  dryRun: boolean;
  dropSample: boolean;
}

export interface ProgressInput {
  percent: number;
  date?: string;
  note?: string;
}

/** The body of PATCH /api/v1/projects/:code: only the fields that change. */
export interface ProjectPatch {
  state?: ProjectState;
  stalledReason?: string | null;
  progress?: ProgressInput;
  paid?: number;
}

export interface AuditFilters {
  actor?: string;
  action?: string;
  target?: string;
  from?: string;
  to?: string;
}

export interface DateRange {
  from: string;
  to: string;
}
