import { createContext, type ComponentType } from 'react';

export interface ProjectToolsProps {
  code: string;
}

/**
 * Places where one feature's page shows a piece of another feature, which it may not import:
 * app/ (which knows both) fills them. Empty in tests and wherever no provider is set.
 */
export interface PageSlots {
  /** Shown on a project's page, under its heading (the staff's edit form). */
  projectTools?: ComponentType<ProjectToolsProps>;
}

export const PageSlotsContext = createContext<PageSlots>({});
