import { Suspense, useEffect, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { SpinnerScreen } from '@/components/spinner-screen';
import { startSession } from '@/features/auth/session';
import { createAppRouter } from './router';
import { createAppStore } from './store';

export function App() {
  const [store] = useState(createAppStore);
  const [router] = useState(createAppRouter);
  // Restores a stored session, renews its token before expiry and follows other tabs.
  useEffect(
    () => startSession(store, { navigate: (to) => void router.navigate(to, { replace: true }) }),
    [store, router],
  );
  return (
    <Provider store={store}>
      <Suspense fallback={<SpinnerScreen />}>
        <RouterProvider router={router} />
      </Suspense>
    </Provider>
  );
}
