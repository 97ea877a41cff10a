import { createContext, useContext } from 'react';

export interface DemoEntry {
  id: string;
  title: string;
}

export interface DemoRegistry {
  register: (entry: DemoEntry) => () => void;
}

/** Lets each demo card add itself to its page's table of contents. */
export const DemoRegistryContext = createContext<DemoRegistry | null>(null);

export function useDemoRegistry(): DemoRegistry | null {
  return useContext(DemoRegistryContext);
}
