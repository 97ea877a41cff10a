import { Suspense, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { SpinnerScreen } from '@/components/spinner-screen';
import { createAppRouter } from './router';
import { createAppStore } from './store';
import type { AppStore } from '@/lib/store/store';

/** The app; `store` when the page has already made one (main.tsx starts the opened page's requests with it). */
export function App({ store: given }: { store?: AppStore } = {}) {
  const [store] = useState(() => given ?? createAppStore());
  const [router] = useState(createAppRouter);
  // Restores a stored session, renews its token before expiry and follows other tabs.
  // Loaded after the first paint: a visitor without a session needs none of it to see the page.
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('@/features/auth/session').then(({ startSession }) => {
      if (!cancelled) stop = startSession(store, { navigate: (to) => void router.navigate(to, { replace: true }) });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [store, router]);
  return (
    <Provider store={store}>
      <Suspense fallback={<SpinnerScreen />}>
        <RouterProvider router={router} />
      </Suspense>
    </Provider>
  );
}
