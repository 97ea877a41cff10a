/**
 * The rules a staff edit of a project obeys, written once for the editor's form (web) and the
 * PATCH /api/v1/projects/:code route (server): a stalled project has a reason, a progress
 * reading is dated on a real day between 1990 and today, and the amount paid stays within the
 * contract sum (or the budget before a contract is awarded). Schema-free (no zod).
 */
import { isCalendarDate } from './dates.ts';
import type { ProjectState } from './project-constants.ts';

/** The earliest day a progress reading may carry (the county's records start in 1990). */
export const FIRST_READING_DATE = '1990-01-01';

/** The project as an edit finds it: the fields the rules compare against. */
export interface ProjectEditBasis {
  state: ProjectState;
  stalledReason: string | null;
  budget: number;
  contractSum: number | null;
}

/** What an edit asks for (the PATCH body); an absent field stays as it is. */
export interface ProjectEditRequest {
  state?: ProjectState;
  stalledReason?: string | null;
  progress?: { percent: number; date?: string; note?: string };
  paid?: number;
}

/** What an edit changes once checked; `progress` is a new reading with its date settled. */
export interface ProjectChange {
  state?: ProjectState;
  stalledReason?: string | null;
  progress?: { percent: number; date: string; note: string | null };
  paid?: number;
}

/** A rule the edit breaks: the request field it concerns and a sentence saying why. */
export interface ProjectEditProblem {
  field: 'stalledReason' | 'progress' | 'paid';
  message: string;
}

/** A stalled project needs a reason; a blank one does not count. */
export function needsStalledReason(
  state: ProjectState,
  reason: string | null | undefined,
): boolean {
  return state === 'stalled' && (reason ?? '').trim() === '';
}

/** Why a reading's date cannot be used: not a real day (or before 1990), or after today. */
export function readingDateProblem(date: string, today: string): 'invalid' | 'future' | null {
  if (!isCalendarDate(date) || date < FIRST_READING_DATE) return 'invalid';
  return date > today ? 'future' : null;
}

/** The most that may be paid: the contract sum, or the budget when there is none yet. */
export function paidLimit(project: Pick<ProjectEditBasis, 'budget' | 'contractSum'>): {
  limit: number;
  basis: 'contract sum' | 'budget';
} {
  return project.contractSum === null
    ? { limit: project.budget, basis: 'budget' }
    : { limit: project.contractSum, basis: 'contract sum' };
}

const shillings = (n: number) => `KES ${n.toLocaleString('en-KE')}`;

/**
 * The change a request asks for, checked against the project as it stands: a stalled project
 * keeps or gets a reason, leaving the stalled state clears it, a reading without a date is
 * dated today, and the amount paid stays within its limit. Either the change or the first
 * rule it breaks.
 */
export function planProjectEdit(
  request: ProjectEditRequest,
  current: ProjectEditBasis,
  today: string,
): { change: ProjectChange } | { problem: ProjectEditProblem } {
  const change: ProjectChange = {};
  const state = request.state ?? current.state;
  if (request.state !== undefined) change.state = request.state;
  if (state === 'stalled') {
    const reason =
      request.stalledReason === undefined ? current.stalledReason : request.stalledReason;
    if (needsStalledReason(state, reason)) {
      return {
        problem: { field: 'stalledReason', message: 'is required when the state is stalled' },
      };
    }
    if (reason !== current.stalledReason) change.stalledReason = reason;
  } else if (typeof request.stalledReason === 'string') {
    return {
      problem: {
        field: 'stalledReason',
        message: `is kept only for a stalled project (this one is ${state})`,
      },
    };
  } else if (
    request.stalledReason === null ||
    (request.state !== undefined && current.stalledReason)
  ) {
    change.stalledReason = null;
  }
  if (request.progress) {
    const date = request.progress.date ?? today;
    const dateProblem = readingDateProblem(date, today);
    if (dateProblem === 'invalid') {
      return { problem: { field: 'progress', message: `date "${date}" is not a valid date` } };
    }
    if (dateProblem === 'future') {
      return { problem: { field: 'progress', message: `date ${date} is in the future` } };
    }
    const note = request.progress.note;
    change.progress = {
      percent: request.progress.percent,
      date,
      note: note === undefined || note === '' ? null : note,
    };
  }
  if (request.paid !== undefined) {
    const { limit, basis } = paidLimit(current);
    if (request.paid > limit) {
      return {
        problem: {
          field: 'paid',
          message: `${shillings(request.paid)} is more than the ${basis} of ${shillings(limit)}`,
        },
      };
    }
    change.paid = request.paid;
  }
  return { change };
}
