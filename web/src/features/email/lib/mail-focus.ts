import { mailInFilter } from '@app/common/apps/mail-rules';
import type { EmailFilter, EmailFolder, Mail } from '@app/common/apps/email';
import { moveTo } from './mail-updates';

/** A mail's row in the list, by the mail's id. */
export const rowOf = (id: number) => document.querySelector<HTMLElement>(`[data-mail-id="${id}"]`);

/** Puts the keyboard on a mail's row (its open button). */
export const focusRow = (id: number) =>
  rowOf(id)?.querySelector<HTMLElement>('.mail-open')?.focus();

/**
 * Where the cursor goes when mails move to `folder`: on to the next listed mail that stays (or
 * the one before), or back to the first mail moved when the moved mails stay in this list.
 */
export function cursorAfterMove(
  listed: readonly Mail[],
  ids: readonly number[],
  folder: EmailFolder,
  filter: EmailFilter,
): Mail | undefined {
  const moved = listed.filter((mail) => ids.includes(mail.id));
  const stays =
    moved.length > 0 && moved.every((mail) => mailInFilter(moveTo(folder)(mail), filter));
  if (stays) return moved[0];
  const first = listed.findIndex((mail) => ids.includes(mail.id));
  const rest = (list: readonly Mail[]) => list.find((mail) => !ids.includes(mail.id));
  return rest(listed.slice(first + 1)) ?? rest(listed.slice(0, first).reverse());
}
