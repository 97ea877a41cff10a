import type { RootState } from '@/lib/store/store';

/** The signed-in user as the auth slice holds it (read through the store, not the auth feature). */
export type SessionUser = NonNullable<NonNullable<RootState['auth']>['user']>;

export const selectSessionUser = (s: RootState): SessionUser | null => s.auth?.user ?? null;
export const selectAuthStatus = (s: RootState) => s.auth?.status ?? 'idle';
