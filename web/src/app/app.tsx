import { Suspense, useEffect, useRef, useState } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useNavigate } from 'react-router';
import { SpinnerScreen } from '@/components/spinner-screen';
import { PageSlotsContext } from '@/lib/page-slots';
import { PAGE_SLOTS } from './page-slots';
import { AppRoutes } from './router';
import { createAppStore } from './store';
import type { AppStore } from '@/lib/store/store';

/**
 * Restores a stored session, renews its token before expiry and follows other tabs. Loaded
 * after the first paint: a visitor without a session needs none of it to see the page.
 */
function Session({ store }: { store: AppStore }) {
  const navigate = useNavigate();
  // The latest navigate, without restarting the session on every address.
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('@/features/auth/session').then(({ startSession }) => {
      if (!cancelled)
        stop = startSession(store, {
          navigate: (to) => void navigateRef.current(to, { replace: true }),
        });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [store]);
  return null;
}

/** The app; `store` when the page has already made one (main.tsx starts the opened page's requests with it). */
export function App({ store: given }: { store?: AppStore } = {}) {
  const [store] = useState(() => given ?? createAppStore());
  return (
    <Provider store={store}>
      <PageSlotsContext.Provider value={PAGE_SLOTS}>
        <BrowserRouter>
          <Session store={store} />
          <Suspense fallback={<SpinnerScreen />}>
            <AppRoutes />
          </Suspense>
        </BrowserRouter>
      </PageSlotsContext.Provider>
    </Provider>
  );
}
