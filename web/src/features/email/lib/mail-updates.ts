import {
  countMails,
  EMAIL_FOLDERS,
  EMAIL_LABELS,
  type EmailCounts,
  type EmailFilter,
  type EmailFolder,
  type EmailLabel,
  type Mail,
} from '@app/common/apps/email';
import { mailInFilter, mailMatches, newestMailsFirst } from '@app/common/apps/mail-rules';

export const isEmailFolder = (value: string | undefined): value is EmailFolder =>
  (EMAIL_FOLDERS as readonly string[]).includes(value ?? '');

export const isEmailLabel = (value: string | undefined): value is EmailLabel =>
  (EMAIL_LABELS as readonly string[]).includes(value ?? '');

/* How a mail changes (star, move, mark unread, label), each on one mail. */

/** Starring toggles the flag. */
export const toggleStar = (mail: Mail): Mail => ({ ...mail, isStarred: !mail.isStarred });

/** Moving sets the folder. */
export const moveTo =
  (mailFolder: EmailFolder) =>
  (mail: Mail): Mail => ({ ...mail, mailFolder });

/** Mark-unread sets the flag to the value given. */
export const setUnread =
  (unread: boolean) =>
  (mail: Mail): Mail => ({ ...mail, unread });

/** A label toggles on or off. */
export const toggleLabel =
  (label: EmailLabel) =>
  (mail: Mail): Mail => ({
    ...mail,
    labels: mail.labels.includes(label)
      ? mail.labels.filter((item) => item !== label)
      : [...mail.labels, label],
  });

/**
 * A list after some mails changed: changed mails replace their old selves, leave the list when
 * they no longer match its filter and join it (in time order) when they now do.
 */
export function patchList(list: readonly Mail[], changed: readonly Mail[], filter: EmailFilter) {
  const byId = new Map(changed.map((mail) => [mail.id, mail]));
  const kept = list
    .map((mail) => byId.get(mail.id) ?? mail)
    .filter((mail) => mailInFilter(mail, filter));
  const present = new Set(list.map((mail) => mail.id));
  const joining = changed.filter((mail) => !present.has(mail.id) && mailInFilter(mail, filter));
  return joining.length === 0 ? kept : newestMailsFirst([...kept, ...joining]);
}

/** Mails whose subject, sender or text holds the query (the list itself when it is blank). */
export function searchMails(
  mails: readonly Mail[],
  query: string,
  textOf?: (html: string) => string,
): readonly Mail[] {
  if (query.trim() === '') return mails;
  return mails.filter((mail) => mailMatches(mail, query, textOf));
}

/** Adds `delta` times the second set of counts to the first, never below zero. */
function addCounts(base: EmailCounts, other: EmailCounts, delta: 1 | -1): EmailCounts {
  const add = <K extends string>(a: Record<K, number>, b: Record<K, number>) =>
    Object.fromEntries(
      (Object.keys(a) as K[]).map((key) => [key, Math.max(0, a[key] + delta * b[key])]),
    ) as Record<K, number>;
  return {
    folders: add(base.folders, other.folders),
    labels: add(base.labels, other.labels),
    drafts: Math.max(0, base.drafts + delta * other.drafts),
  };
}

/**
 * The counts after some mails changed: what the mails counted before is taken off and what they
 * count now is added, so the sidebar follows a change before the service confirms it.
 */
export function shiftCounts(
  counts: EmailCounts,
  before: readonly Mail[],
  after: readonly Mail[],
): EmailCounts {
  return addCounts(addCounts(counts, countMails(before), -1), countMails(after), 1);
}
