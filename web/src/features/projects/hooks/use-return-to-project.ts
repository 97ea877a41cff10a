import { useEffect, useState } from 'react';
import { useNavigationType } from 'react-router';

/**
 * Back from a project page lands on the project the visitor opened, in view. The dashboard
 * builds its project list only once it is scrolled to, so the browser's own scroll restoration
 * finds a shorter page and lands far above it. Opening a project writes its code into the
 * dashboard's history entry; coming back to that entry builds the list at once and scrolls the
 * project into view. (A new visit has a new entry, so it starts at the top.)
 */
const STATE_FIELD = 'openedProject';

/** How long the project is held in view while the widgets around it are built and settle. */
const HOLD_MS = 5000;

/** The project opened from the current history entry, if any. */
export function openedProject(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !(STATE_FIELD in state)) return null;
  const code: unknown = (state as Record<string, unknown>)[STATE_FIELD];
  return typeof code === 'string' ? code : null;
}

/** Called as a project is opened from the list, before the project page's entry is pushed. */
export function rememberOpenedProject(code: string): void {
  const state: unknown = window.history.state;
  const kept = typeof state === 'object' && state !== null ? state : {};
  window.history.replaceState({ ...kept, [STATE_FIELD]: code }, '');
}

/**
 * Keeps the project in view (centred) while the page grows around it: the list arriving, the
 * widgets near it being built. Stops as soon as the visitor touches, scrolls or types, or after
 * a few seconds.
 */
function holdInView(code: string): () => void {
  // The list marks each project's card or table row with data-project.
  const selector = `[data-project="${CSS.escape(code)}"]`;
  let focused = false;
  const place = () => {
    const el = document.querySelector<HTMLElement>(selector);
    if (!el) return;
    el.scrollIntoView({ block: 'center' });
    if (!focused) {
      focused = true;
      // The keyboard and a screen reader carry on from the project too.
      el.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true });
    }
  };
  const observer = new ResizeObserver(place);
  observer.observe(document.body);
  const inputs = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    inputs.forEach((type) => window.removeEventListener(type, stop, true));
  };
  const timer = window.setTimeout(stop, HOLD_MS);
  inputs.forEach((type) => window.addEventListener(type, stop, { capture: true, passive: true }));
  place();
  return stop;
}

/**
 * The project to bring back into view when the visitor has come back to the dashboard (its
 * list is then built at once), or null.
 */
export function useReturnToProject(): string | null {
  const isBack = useNavigationType() === 'POP';
  const [returnTo] = useState(() => (isBack ? openedProject(window.history.state) : null));
  useEffect(() => (returnTo ? holdInView(returnTo) : undefined), [returnTo]);
  return returnTo;
}
