import { z } from 'zod';
import { isProjectState, type ProjectState } from '@app/common/project-constants';
import { needsStalledReason, paidLimit, readingDateProblem } from '@app/common/project-edit-rules';
import type { ProjectDetail } from '@app/common/projects';
import type { ProjectPatch } from '../types';

/** The edit form's fields, as typed (text inputs give strings). */
export interface ProjectEditValues {
  state: string;
  stalledReason: string;
  percent: string;
  date: string;
  note: string;
  paid: string;
}

export type ProjectEditField = keyof ProjectEditValues;

/** Error keys of the `staff` namespace (`edit.errors.*`), by field. */
export type ProjectEditErrors = Partial<Record<ProjectEditField, string>>;

export const STALLED_REASON_MAX = 500;
export const NOTE_MAX = 500;
/** Above any county budget line; keeps a stray extra digit from being saved. */
export const PAID_MAX = 100_000_000_000;

/** Today as YYYY-MM-DD in the user's time zone. */
export function todayIso(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/** The form's starting values, in page order: the project as it is (no new reading yet). */
export function initialEditValues(project: ProjectDetail): ProjectEditValues {
  return {
    state: project.state,
    paid: String(project.paid),
    stalledReason: project.stalledReason ?? '',
    percent: '',
    date: '',
    note: '',
  };
}

/** A number typed by a person: spaces and thousands separators (",", "_") are allowed. */
function parseNumber(text: string): number | null {
  const cleaned = text.trim().replace(/[\s,_]/g, '');
  if (cleaned === '' || !/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/**
 * Checks the form and builds the PATCH body from what changed. `errors` is empty when the form
 * may be sent; `patch` is empty when nothing changed. The domain rules (stalled reason, reading
 * date, paid cap) are common's `project-edit-rules`, the ones the server applies.
 */
export function validateProjectEdit(
  values: ProjectEditValues,
  project: ProjectDetail,
  today = todayIso(),
): { errors: ProjectEditErrors; patch: ProjectPatch } {
  const errors: ProjectEditErrors = {};
  const patch: ProjectPatch = {};

  let state: ProjectState = project.state;
  if (!isProjectState(values.state)) errors.state = 'state';
  else state = values.state;

  const reason = values.stalledReason.trim();
  if (needsStalledReason(state, reason)) errors.stalledReason = 'reasonRequired';
  else if (state === 'stalled' && reason.length > STALLED_REASON_MAX)
    errors.stalledReason = 'reasonTooLong';
  if (!errors.state && state !== project.state) patch.state = state;
  // A stalled project always travels with its reason (the server requires it with the state).
  if (
    state === 'stalled' &&
    !errors.stalledReason &&
    (patch.state || reason !== (project.stalledReason ?? ''))
  ) {
    patch.state = state;
    patch.stalledReason = reason;
  }

  const hasReading = [values.percent, values.date, values.note].some((v) => v.trim() !== '');
  if (hasReading) {
    const percent = parseNumber(values.percent);
    if (values.percent.trim() === '') errors.percent = 'percentRequired';
    else if (percent === null || !Number.isInteger(percent) || percent < 0 || percent > 100)
      errors.percent = 'percentRange';
    const date = values.date.trim();
    if (date !== '') {
      const problem = readingDateProblem(date, today);
      if (problem === 'invalid') errors.date = 'date';
      else if (problem === 'future') errors.date = 'dateFuture';
      else if (project.progressReadings.some((r) => r.date > date)) errors.date = 'dateBeforeLast';
    }
    const note = values.note.trim();
    if (note.length > NOTE_MAX) errors.note = 'noteTooLong';
    if (!errors.percent && !errors.date && !errors.note && percent !== null) {
      patch.progress = {
        percent,
        ...(date !== '' ? { date } : {}),
        ...(note !== '' ? { note } : {}),
      };
    }
  }

  const paid = parseNumber(values.paid);
  if (values.paid.trim() === '') errors.paid = 'paidRequired';
  else if (paid === null || !Number.isInteger(paid)) errors.paid = 'paidWhole';
  else if (paid < 0) errors.paid = 'paidNegative';
  else if (paid > PAID_MAX) errors.paid = 'paidTooLarge';
  else if (paid > paidLimit(project).limit) errors.paid = 'paidAboveLimit';
  else if (paid !== project.paid) patch.paid = paid;

  return { errors, patch };
}

const EDIT_FIELDS = ['state', 'paid', 'stalledReason', 'percent', 'date', 'note'] as const;

/** The key of the `staff` namespace a field message of the edit form is, by its prefix. */
export const EDIT_ERROR_PREFIX = 'edit.errors.';

/**
 * The edit form's schema (for `useZodForm`): the values as typed, checked by
 * `validateProjectEdit` against the project as loaded. Messages are `edit.errors.*` keys.
 */
export function projectEditSchema(project: ProjectDetail, today = todayIso()) {
  return z
    .object(
      Object.fromEntries(EDIT_FIELDS.map((field) => [field, z.string()])) as {
        [K in ProjectEditField]: z.ZodString;
      },
    )
    .superRefine((values, ctx) => {
      const { errors } = validateProjectEdit(values, project, today);
      for (const field of EDIT_FIELDS) {
        const key = errors[field];
        if (key) ctx.addIssue({ code: 'custom', path: [field], message: EDIT_ERROR_PREFIX + key });
      }
    });
}

/**
 * The form field a server's 400 names (the PATCH body's fields; a refused reading is about
 * its date or its percent).
 */
export function editFieldOf(field: string | undefined, message: string): ProjectEditField | null {
  if (field === 'state' || field === 'stalledReason' || field === 'paid') return field;
  if (field === 'progress') return /\bdate\b/.test(message) ? 'date' : 'percent';
  return null;
}
