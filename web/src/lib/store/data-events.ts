import { createAction } from '@reduxjs/toolkit';

/**
 * The county's projects data changed on the server (a staff import or edit). Whoever caches
 * projects data listens for it and refreshes; `project` is the changed project's detail as the
 * server answered it, when one project changed.
 */
export const projectsChanged = createAction<{ project?: { code: string } } | undefined>(
  'data/projectsChanged',
);
