import { useCallback, useMemo, useState } from 'react';
import type { Account, AccountSettingsUpdate, NotificationSettings } from '@app/common/staff';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { staffErrorStatus } from '@/lib/api/staff-api';
import { restoringSession } from '@/lib/stored-session';
import { useGetAccountQuery, useUpdateAccountSettingsMutation } from './api/account-api';
import { readDemoSettings, writeDemoSettings, type DemoSettings } from './demo-settings';
import { selectAuthStatus, selectSessionUser, type SessionUser } from './session';

/** What the account pages show: the same fields for county staff and demo accounts. */
export interface AccountFacts {
  name: string;
  email: string;
  role: SessionUser['role'];
  avatar?: string;
  /** County staff (the API's account) or a demo account of the sample pages (this browser). */
  kind: 'staff' | 'demo';
  provider?: 'embedded' | 'external';
  /** Its password is kept by this portal (the built-in provider), so it can be changed here. */
  managedHere: boolean;
  createdAt?: string;
  lastSignInAt?: string;
  language?: string;
  notifications: NotificationSettings;
  recent: Account['recent'];
}

export type AccountView =
  | { state: 'loading' }
  | { state: 'visitor' }
  | { state: 'error'; status: number | null; error: unknown; retry: () => void }
  | {
      state: 'ready';
      account: AccountFacts;
      /** Saves name, language and notifications; resolves to the error of a refused save. */
      save: (
        update: AccountSettingsUpdate,
      ) => Promise<{ ok: true } | { ok: false; error: unknown }>;
    };

function demoFacts(user: SessionUser, settings: DemoSettings): AccountFacts {
  return {
    name: settings.name ?? user.name,
    email: user.email,
    role: user.role,
    avatar: user.avatar,
    kind: 'demo',
    managedHere: false,
    language: settings.language,
    notifications: settings.notifications,
    recent: [],
  };
}

function staffFacts(user: SessionUser, account: Account): AccountFacts {
  return {
    name: account.name,
    email: account.email,
    role: account.role,
    avatar: user.avatar,
    kind: 'staff',
    provider: account.provider,
    managedHere: account.managedHere,
    createdAt: account.createdAt,
    lastSignInAt: account.lastSignInAt,
    language: account.settings.language,
    notifications: account.settings.notifications,
    recent: account.recent,
  };
}

/**
 * The signed-in user's account for the profile and settings pages: county staff from
 * `GET /api/v1/account` (the server's record and audit), a demo account from the session and
 * this browser's settings. A name change also shows in the user menu straight away.
 */
export function useAccountView(): AccountView {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const status = useAppSelector(selectAuthStatus);
  const isStaff = user?.loggedInWith === 'oidc';
  const query = useGetAccountQuery(undefined, { skip: !isStaff });
  const [update] = useUpdateAccountSettingsMutation();
  const [demoVersion, setDemoVersion] = useState(0);

  const renamed = useCallback(
    (name: string | undefined) => {
      if (!user || !name || name === user.name) return;
      // The menu shows the new name for this visit (the next sign-in brings it from the provider).
      dispatch({ type: 'auth/sessionRefreshed', payload: { ...user, name } });
    },
    [dispatch, user],
  );

  const save = useCallback(
    async (change: AccountSettingsUpdate) => {
      if (!user) return { ok: false as const, error: new Error('signed out') };
      if (!isStaff) {
        const current = readDemoSettings(user.email);
        const next: DemoSettings = {
          ...current,
          ...(change.name !== undefined ? { name: change.name } : {}),
          ...(change.language !== undefined ? { language: change.language } : {}),
          notifications: { ...current.notifications, ...(change.notifications ?? {}) },
        };
        if (!writeDemoSettings(user.email, next)) {
          return { ok: false as const, error: new Error('storage unavailable') };
        }
        setDemoVersion((v) => v + 1);
        renamed(change.name);
        return { ok: true as const };
      }
      try {
        await update(change).unwrap();
        renamed(change.name);
        return { ok: true as const };
      } catch (error) {
        return { ok: false as const, error };
      }
    },
    [isStaff, renamed, update, user],
  );

  return useMemo((): AccountView => {
    if (!user) {
      return restoringSession(status) ? { state: 'loading' } : { state: 'visitor' };
    }
    if (!isStaff) {
      // demoVersion: read the stored settings again after a save.
      void demoVersion;
      return { state: 'ready', account: demoFacts(user, readDemoSettings(user.email)), save };
    }
    if (query.data) return { state: 'ready', account: staffFacts(user, query.data), save };
    if (query.isError) {
      return {
        state: 'error',
        status: staffErrorStatus(query.error),
        error: query.error,
        retry: () => void query.refetch(),
      };
    }
    return { state: 'loading' };
  }, [user, status, isStaff, demoVersion, query, save]);
}
