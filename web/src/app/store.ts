import { LAYOUT_STORAGE_KEY, persistedSettings } from '@/features/layout-settings/layout-slice';
import { ROLE_STORAGE_KEY } from '@/features/auth/auth-slice';
import { makeStore, type AppStore } from '@/lib/store/store';

function save(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* private mode or full storage: settings apply for this visit only */
  }
}

/** The app's store, with the layout settings and role written back to storage on change. */
export function createAppStore(): AppStore {
  const store = makeStore();
  let lastLayout: unknown = null;
  let lastRole: unknown = null;
  store.subscribe(() => {
    const { layout, auth } = store.getState();
    if (layout && layout !== lastLayout) {
      lastLayout = layout;
      save(LAYOUT_STORAGE_KEY, JSON.stringify(persistedSettings(layout)));
    }
    if (auth && auth.userRole !== lastRole) {
      lastRole = auth.userRole;
      save(ROLE_STORAGE_KEY, auth.userRole);
    }
  });
  return store;
}
