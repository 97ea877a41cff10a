import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/lib/store/root-reducer';
import { DEFAULT_ROLE, isRole, type Role } from '@/lib/roles';

export const ROLE_STORAGE_KEY = 'user-role';

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  avatar?: string;
  /** How the session was opened: a demo account of the sample pages (jwt) or county staff sign-in (oidc). */
  loggedInWith?: 'jwt' | 'oidc';
  /** The provider's subject, for county staff. */
  sub?: string;
  /** For county staff: the portal's built-in provider or the county's own. */
  provider?: 'embedded' | 'external';
}

export interface AuthState {
  userRole: Role;
  user: AuthUser | null;
  status: 'idle' | 'loading' | 'authenticated' | 'anonymous';
}

function storedRole(): Role {
  try {
    const r = globalThis.localStorage?.getItem(ROLE_STORAGE_KEY);
    return isRole(r) ? r : DEFAULT_ROLE;
  } catch {
    return DEFAULT_ROLE;
  }
}

const initialState = (): AuthState => ({ userRole: storedRole(), user: null, status: 'idle' });

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    changeRole(state, action: PayloadAction<Role>) {
      state.userRole = action.payload;
    },
    loggedIn(state, action: PayloadAction<AuthUser>) {
      state.user = action.payload;
      state.userRole = action.payload.role;
      state.status = 'authenticated';
    },
    loggedOut(state) {
      state.user = null;
      state.status = 'anonymous';
      state.userRole = DEFAULT_ROLE;
    },
    /** A renewed session: the user's details change, the role the user chose stays. */
    sessionRefreshed(state, action: PayloadAction<AuthUser>) {
      state.user = action.payload;
      state.status = 'authenticated';
    },
    setAuthStatus(state, action: PayloadAction<AuthState['status']>) {
      state.status = action.payload;
    },
  },
  selectors: {
    selectUserRole: (s) => s.userRole,
    selectUser: (s) => s.user,
    selectAuthStatus: (s) => s.status,
  },
});

export const { changeRole, loggedIn, loggedOut, sessionRefreshed, setAuthStatus } =
  authSlice.actions;
declare module '@/lib/store/root-reducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  export interface LazyLoadedSlices extends WithSlice<typeof authSlice> {}
}

const injected = authSlice.injectInto(rootReducer);
export const { selectUserRole, selectUser, selectAuthStatus } = injected.selectors;
