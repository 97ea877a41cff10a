import { createAction } from '@reduxjs/toolkit';

/**
 * The county's projects data changed on the server (a staff import or edit). Whoever caches
 * projects data listens for it and refreshes; `project` names the changed project when one
 * project changed. Dispatch it with `projectsChanged()` after `noteProjectsChanged()`.
 */
export const projectsChanged = createAction<{ project?: { code: string } } | undefined>(
  'data/projectsChanged',
);

const STORAGE_KEY = 'projects-changed-at';
let changedAt = 0;

/**
 * Records that this tab changed the data now: the projects pages then revalidate their answers
 * instead of taking the browser's cached copies (fresh for a minute), even after a reload.
 */
export function noteProjectsChanged(now = Date.now()): void {
  changedAt = now;
  try {
    sessionStorage.setItem(STORAGE_KEY, String(now));
  } catch {
    /* storage blocked: this page still knows */
  }
}

/** When this tab last changed the data (milliseconds since the epoch; 0 for never). */
export function projectsChangedAt(): number {
  let stored = 0;
  try {
    stored = Number(sessionStorage.getItem(STORAGE_KEY)) || 0;
  } catch {
    /* storage blocked */
  }
  return Math.max(changedAt, stored);
}
