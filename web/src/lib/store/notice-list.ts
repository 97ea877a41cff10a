import type { PayloadAction } from '@reduxjs/toolkit';

/** A notice of a slice's list: whatever the app says, with the id it is dismissed (and keyed) by. */
export interface ListedNotice {
  id: number;
}

/** A slice state holding notices, oldest first. */
export interface WithNotices<N extends ListedNotice = ListedNotice> {
  notices: N[];
}

/** A notice as it is added: its id comes from the list. */
export type NewNotice<N extends ListedNotice> = N extends unknown ? Omit<N, 'id'> : never;

export interface AddNoticeOptions<N extends ListedNotice> {
  /** Notices the new one takes the place of (such as the last move's Undo). */
  replaces?: (notice: N) => boolean;
  /** The most notices kept; the oldest go first (1: only the newest shows). */
  keep?: number;
}

/**
 * Adds a notice to a slice's list (inside a reducer, on its draft) with the next id: one more
 * than the newest notice's, counted before any it replaces goes, so a new notice never takes
 * the id (and with it the timer) of one still on screen.
 */
export function addNotice<N extends ListedNotice>(
  state: WithNotices<N>,
  notice: NewNotice<N>,
  { replaces, keep }: AddNoticeOptions<N> = {},
): void {
  const id = (state.notices.at(-1)?.id ?? 0) + 1;
  const kept = replaces ? state.notices.filter((item) => !replaces(item)) : state.notices;
  // `notice` is N without its id, so with it it is an N again.
  const next = [...kept, { ...notice, id } as unknown as N];
  state.notices = keep === undefined ? next : next.slice(-keep);
}

/** The reducers every slice with notices shares; spread them into the slice's `reducers`. */
export const noticeReducers = {
  /** The notice with this id was closed (or closed itself). */
  noticeDismissed(state: WithNotices, action: PayloadAction<number>) {
    state.notices = state.notices.filter((notice) => notice.id !== action.payload);
  },
};
