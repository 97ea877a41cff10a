import { Suspense, useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { SpinnerScreen } from '@/components/spinner-screen';
import { createAppRouter } from './router';
import { createAppStore } from './store';

export function App() {
  const [store] = useState(createAppStore);
  const [router] = useState(createAppRouter);
  return (
    <Provider store={store}>
      <Suspense fallback={<SpinnerScreen />}>
        <RouterProvider router={router} />
      </Suspense>
    </Provider>
  );
}
