import { useLayoutEffect, useState } from 'react';
import { sliceStatesReady } from '@/lib/store/root-reducer';
import { useAppStore } from '@/lib/store/hooks';

/**
 * False until the mock-backed API slice has its state in the store. A page whose chunk brings
 * the first endpoints into a running store renders its queries only once this is true: before
 * an action passes, the slice has no state and its first query would be read from nothing.
 */
export function useApiReady(): boolean {
  const store = useAppStore();
  const [isReady, setIsReady] = useState(() => store.getState().api !== undefined);
  useLayoutEffect(() => {
    if (isReady) return;
    if (store.getState().api === undefined) store.dispatch(sliceStatesReady());
    setIsReady(true);
  }, [isReady, store]);
  return isReady;
}
