import type { NavNode } from '@/types/navigation';
import { readSessionProvider } from '@/lib/stored-session';

/**
 * A page of staff data (`staffData`) opened by a visitor with no session stored: all it could do
 * is ask the server and be refused, so the route asks them to sign in at once, without the page's
 * code or calls (require-ability.tsx, preload.ts). A stored session, even an expired one, opens
 * the page, which handles the server's refusal itself.
 */
export function signInFirst(node: Pick<NavNode, 'staffData'>): boolean {
  return node.staffData === true && readSessionProvider() === null;
}
