import { createContext, type ComponentType } from 'react';
import type { Photo } from '@app/common/feedback';

export interface ProjectToolsProps {
  code: string;
}

export interface ProjectFeedbackProps {
  code: string;
  photos: Photo[];
}

/**
 * Places where one feature's page shows a piece of another feature, which it may not import:
 * app/ (which knows both) fills them. Empty in tests and wherever no provider is set.
 */
export interface PageSlots {
  /** Shown on a project's page, under its heading (the staff's edit form). */
  projectTools?: ComponentType<ProjectToolsProps>;
  /** At the end of a project's page: photos, residents' feedback and the form (loaded when reached). */
  projectFeedback?: ComponentType<ProjectFeedbackProps>;
  /** On the dashboard: residents' feedback figures for its filters (query string without "?"). */
  dashboardFeedback?: ComponentType<{ query: string }>;
}

export const PageSlotsContext = createContext<PageSlots>({});
