/**
 * The mail lists' rules, one home for the email app and the sample data service: which mails a
 * folder, label or the starred list shows, which a search finds, and their order. Pure and
 * schema-free.
 */
import { EMAIL_FOLDERS, type EmailFilter, type EmailFolder, type Mail } from './email';

const isFolder = (value: string): value is EmailFolder =>
  (EMAIL_FOLDERS as readonly string[]).includes(value);

/**
 * A folder shows the mails in it; the starred list and a label show mails outside the trash
 * that are starred or carry the label.
 */
export function mailInFilter(mail: Mail, filter: EmailFilter): boolean {
  if (isFolder(filter)) return mail.mailFolder === filter;
  if (mail.mailFolder === 'trash') return false;
  if (filter === 'starred') return mail.isStarred;
  return mail.labels.includes(filter);
}

/** Newest first; ties put the higher id first. */
export function newestMailsFirst<T extends Pick<Mail, 'id' | 'time'>>(mails: readonly T[]): T[] {
  return mails.slice().sort((a, b) => Date.parse(b.time) - Date.parse(a.time) || b.id - a.id);
}

/**
 * Whether the mail's subject, sender's name, sender or text holds the query (case-insensitive);
 * a blank query matches every mail. `textOf` turns the message's HTML into the text searched
 * (the app strips the markup; without it the HTML is searched as it is).
 */
export function mailMatches(
  mail: Mail,
  query: string | undefined,
  textOf: (html: string) => string = (html) => html,
): boolean {
  const needle = query?.trim().toLocaleLowerCase() ?? '';
  if (needle === '') return true;
  return [mail.subject, mail.sender_name, mail.sender, textOf(mail.message)].some((field) =>
    field.toLocaleLowerCase().includes(needle),
  );
}
