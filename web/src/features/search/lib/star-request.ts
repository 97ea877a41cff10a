/** Set when the stand-in star is pressed before the bookmarks bar has loaded. */
let requested = false;

/** The visitor pressed the stand-in star: the bar opens its menu as it arrives. */
export function requestStarMenu(): void {
  requested = true;
}

/** Class of the star button, the stand-in's and the bar's alike. */
export const STAR_TOGGLE_CLASS = 'star-toggle';

/**
 * A pointer pressed the stand-in star. The bar can replace the stand-in and open its menu
 * before the pointer is released; the click that ends the same press would then land on the
 * bar's star and close the menu again. That one click is dropped (the press has already asked
 * for the menu); the listener goes once the press has ended.
 */
export function requestStarMenuByPointer(): void {
  requestStarMenu();
  const options = { capture: true } as const;
  const dropClick = (event: MouseEvent) => {
    if (!(event.target instanceof Element) || !event.target.closest(`.${STAR_TOGGLE_CLASS}`)) {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  };
  window.addEventListener('click', dropClick, options);
  // The press ends in a release (its click follows at once) or is cancelled (a scroll began).
  const ended = () => {
    window.removeEventListener('pointerup', ended, options);
    window.removeEventListener('pointercancel', ended, options);
    setTimeout(() => window.removeEventListener('click', dropClick, options));
  };
  window.addEventListener('pointerup', ended, options);
  window.addEventListener('pointercancel', ended, options);
}

/**
 * Whether the visitor pressed the stand-in star. Reading does not clear it (a render that
 * suspends is thrown away and run again); the bar clears it once mounted.
 */
export function isStarMenuRequested(): boolean {
  return requested;
}

export function clearStarMenuRequest(): void {
  requested = false;
}
