import type { AppDispatch, AppStore } from '@/lib/store/store';

/** The store a session works on. */
export interface SessionStore {
  dispatch: AppDispatch;
  getState: AppStore['getState'];
  subscribe: AppStore['subscribe'];
}

/**
 * What the portal's own sign-in and the county staff's provider sign-in share with the session
 * that runs them (session.ts).
 */
export interface SessionLife {
  /** True once the session was stopped: answers arriving later change nothing. */
  readonly stopped: boolean;
  /** Bumped whenever the session changes, so answers to older calls are ignored. */
  readonly generation: number;
  /** Ends the session: the renewal stops, the stored session is forgotten, the user logged out. */
  end(): void;
}
