import type { DefectCategory, DefectSeverity, ProjectState } from '@app/common';

/** A project as written to the database by the seed and by the importer. */
export interface ProjectInput {
  code: string;
  title: string;
  description: string;
  departmentId: number;
  subCountyId: number;
  wardId: number;
  state: ProjectState;
  stalledReason: string | null;
  /** Start year of the financial year. */
  financialYear: number;
  startDate: string | null;
  plannedEndDate: string | null;
  completionDate: string | null;
  budget: number;
  contractSum: number | null;
  paid: number;
  fundingSource: string;
  contractor: string | null;
  priorityRank: number | null;
  forums: number;
  participants: number;
  lat: number | null;
  lon: number | null;
  lastVerified: string | null;
  isSample: boolean;
  /** Oldest first. The importer gives at most one (the row's progress column). */
  progressReadings: ProgressReadingInput[];
  /** The seed gives a project's full list; the importer leaves existing defects alone (undefined). */
  defects?: DefectInput[];
}

export interface ProgressReadingInput {
  date: string;
  percent: number;
  note: string | null;
  /**
   * An import whose file has no note column: a reading already on that date keeps its note
   * (`note` is used only for a new reading).
   */
  keepNote?: boolean;
}

export interface DefectInput {
  category: DefectCategory;
  severity: DefectSeverity;
  description: string;
  reportedOn: string;
  fixedOn: string | null;
  liabilityPeriodEnd: string | null;
}
