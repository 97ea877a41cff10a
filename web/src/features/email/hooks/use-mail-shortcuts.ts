import { useEffect, useRef } from 'react';

export type ShortcutKey = 'j' | 'k' | 'x' | 's' | 'e' | '/' | 'Escape';

/** True when the key goes to a field, an editor or an open dialog, not to the mailbox. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target.closest('.modal, .dropdown-menu, [role="dialog"]')) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (target as HTMLInputElement).type;
    return type !== 'checkbox' && type !== 'radio' && type !== 'button';
  }
  return false;
}

/**
 * Single-key shortcuts of the mailbox (j/k next and previous, x select, s star, e archive,
 * / search, Escape back). Ignored while typing, with a modifier, or when `enabled` is false.
 */
export function useMailShortcuts(
  enabled: boolean,
  handlers: Partial<Record<ShortcutKey, () => void>>,
): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'Escape') {
        // Escape first closes what is open above the mailbox (a dialog, drawer or menu).
        if (document.querySelector('.modal.show, .offcanvas.show, .dropdown-menu.show')) return;
        if (event.target instanceof HTMLElement && event.target.closest('.dropdown-menu')) return;
      } else if (isTyping(event.target)) {
        return;
      }
      const handler = latest.current[event.key as ShortcutKey];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    // Capture phase: in the mailbox its keys come before the shell's (whose "/" opens the site
    // search); a key handled here is marked handled, and the shell leaves those alone.
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [enabled]);
}
