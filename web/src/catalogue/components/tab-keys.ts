import type { KeyboardEvent } from 'react';

const TAB = '[role="tab"]:not([aria-disabled="true"]):not(:disabled)';

/**
 * Arrow keys for a row of tabs that follow the reading direction: in right to left, the left
 * arrow goes to the next tab (the one on its left), not the previous. Home and End go to the
 * first and last tab. The tab is focused and pressed, so controlled and uncontrolled tabs both
 * follow. Use it as the `onKeyDownCapture` of an element around the tabs; it leaves the up and
 * down arrows to react-bootstrap.
 */
export function handleTabKeys(event: KeyboardEvent<HTMLElement>): void {
  const target = event.target;
  if (!(target instanceof HTMLElement) || target.getAttribute('role') !== 'tab') return;
  const list = target.closest('[role="tablist"]');
  if (!list) return;
  const tabs = Array.from(list.querySelectorAll<HTMLElement>(TAB));
  const index = tabs.indexOf(target);
  if (index === -1) return;

  const isRtl = list.closest('[dir]')?.getAttribute('dir') === 'rtl';
  let next: number;
  switch (event.key) {
    case 'ArrowRight':
      next = isRtl ? index - 1 : index + 1;
      break;
    case 'ArrowLeft':
      next = isRtl ? index + 1 : index - 1;
      break;
    case 'Home':
      next = 0;
      break;
    case 'End':
      next = tabs.length - 1;
      break;
    default:
      return;
  }
  next = (next + tabs.length) % tabs.length;
  event.preventDefault();
  event.stopPropagation();
  const tab = tabs[next];
  if (!tab) return;
  tab.focus();
  tab.click();
}
