/**
 * Where staff calls get their access token. The auth feature provides the source when the app's
 * session starts (`provideStaffTokens`), so this layer never imports the sign-in code: a staff
 * call made before that waits for it (a page opened directly can ask before the session module
 * has loaded).
 */

export interface StaffTokenSource {
  /** The signed-in staff member's current access token, or null when nobody is signed in as staff. */
  accessToken(): Promise<string | null>;
  /** A fresh token after the API refused the current one (401), or null when none can be had. */
  renew(): Promise<string | null>;
}

/** How long a call waits for the session to provide its source before going without a token. */
export const SOURCE_WAIT_MS = 10_000;

let source: StaffTokenSource | null = null;
let waiting: Array<(s: StaffTokenSource | null) => void> = [];

/** Sets (or with null, clears) the source; calls waiting for one carry on. */
export function provideStaffTokens(next: StaffTokenSource | null): void {
  source = next;
  const resolve = waiting;
  waiting = [];
  for (const r of resolve) r(next);
}

function sourceReady(waitMs: number): Promise<StaffTokenSource | null> {
  if (source) return Promise.resolve(source);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiting = waiting.filter((w) => w !== done);
      resolve(null);
    }, waitMs);
    const done = (s: StaffTokenSource | null) => {
      clearTimeout(timer);
      resolve(s);
    };
    waiting.push(done);
  });
}

/** The access token for a staff call, or null (then the API answers 401). */
export async function staffAccessToken(waitMs = SOURCE_WAIT_MS): Promise<string | null> {
  const s = await sourceReady(waitMs);
  try {
    return s ? await s.accessToken() : null;
  } catch {
    return null;
  }
}

/** A renewed token after a 401, or null. */
export async function renewStaffAccessToken(): Promise<string | null> {
  try {
    return source ? await source.renew() : null;
  } catch {
    return null;
  }
}
