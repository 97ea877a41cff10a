import type { Plugin } from 'vite';

/**
 * react-dom creates five Error objects when its module is evaluated, as markers it throws and
 * recognises (suspended render, hydration mismatch...); none is ever shown to anyone. While a
 * debugger or profiler is attached (DevTools, Lighthouse, PageSpeed), each Error records a
 * detailed stack trace, and for the frames of a module being evaluated the engine must parse the
 * whole module again for source positions: 100-250 ms on the main thread of a slow phone, in the
 * middle of page load. Built without a stack, the markers behave the same (same message,
 * `instanceof Error`, compared by identity) and cost nothing to create.
 */
const SENTINEL =
  /\b(HydrationMismatchException|SuspenseException|SuspenseyCommitException|SuspenseActionException|SelectiveHydrationException) = Error\(formatProdErrorMessage\((\d+)\)\)/g;

export const REACT_DOM_SENTINELS = 5;

export function stacklessSentinels(code: string): { code: string; count: number } {
  let count = 0;
  const out = code.replace(SENTINEL, (_match, name: string, id: string) => {
    count += 1;
    return `${name} = Object.assign(Object.create(Error.prototype), { message: formatProdErrorMessage(${id}) })`;
  });
  return { code: out, count };
}

/** Applies stacklessSentinels to react-dom's production client build; fails the build if React changed shape. */
export function reactDomSentinels(): Plugin {
  return {
    name: 'react-dom-stackless-sentinels',
    apply: 'build',
    transform(code, id) {
      if (!/react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/.test(id)) return null;
      const { code: out, count } = stacklessSentinels(code);
      if (count !== REACT_DOM_SENTINELS) {
        this.warn(
          `react-dom: expected ${REACT_DOM_SENTINELS} module-level marker errors, found ${count}; left as they are`,
        );
        return null;
      }
      return { code: out, map: null };
    },
  };
}
