/** The private follow page; the token rides in the fragment so it never reaches a server log. */
export const FOLLOW_PATH = '/feedback/follow';

export function followLink(token: string): string {
  return `${FOLLOW_PATH}#${token}`;
}
