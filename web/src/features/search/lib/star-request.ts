/** Set when the stand-in star is pressed before the bookmarks bar has loaded. */
let requested = false;

/** The visitor pressed the stand-in star: the bar opens its menu as it arrives. */
export function requestStarMenu(): void {
  requested = true;
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
