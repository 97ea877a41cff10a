import { Suspense, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { SpinnerScreen } from '@/components/spinner-screen';
import { i18next } from '@/i18n';
import { warmUpIntl } from '@/i18n/languages';
import { createAppRouter } from './router';
import { createAppStore } from './store';

export function App() {
  const [store] = useState(createAppStore);
  const [router] = useState(createAppRouter);
  // Number and date formats load their locale data while the first screen's data is on the way.
  useEffect(() => warmUpIntl(i18next.language), []);
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
