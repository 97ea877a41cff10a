import type { Mail } from '@app/common/apps/email';

/** What the compose window starts with (its HTML is sanitised by the window, as it loads it). */
export interface ComposeDraft {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  html: string;
  /** The draft being edited, when it is one. */
  draftId?: number;
}

export const EMPTY_DRAFT: ComposeDraft = { to: [], cc: [], bcc: [], subject: '', html: '' };

const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const withPrefix = (prefix: string, subject: string): string =>
  subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`;

/** A reply goes to the sender; a reply to one's own sent mail goes to its recipients again. */
export function replyDraft(mail: Mail, quoteHeader: string): ComposeDraft {
  const to = mail.mailFolder === 'sent' ? mail.to : [mail.sender];
  return {
    to,
    cc: [],
    bcc: [],
    subject: withPrefix('Re:', mail.subject),
    html: `<p></p><blockquote><p>${escapeText(quoteHeader)}</p>${mail.message}</blockquote>`,
  };
}

export function forwardDraft(mail: Mail, quoteHeader: string): ComposeDraft {
  return {
    to: [],
    cc: [],
    bcc: [],
    subject: withPrefix('Fwd:', mail.subject),
    html: `<p></p><p>${escapeText(quoteHeader)}</p>${mail.message}`,
  };
}

/** An existing draft opened again. */
export function draftOf(mail: Mail): ComposeDraft {
  return {
    to: mail.to,
    cc: mail.cc,
    bcc: mail.bcc,
    subject: mail.subject,
    html: mail.message,
    draftId: mail.id,
  };
}

const ADDRESS = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;

/** Addresses typed into a field, split on commas, semicolons and spaces; and those not valid. */
export function parseAddresses(text: string): { addresses: string[]; invalid: string[] } {
  const addresses = text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  return { addresses, invalid: addresses.filter((address) => !ADDRESS.test(address)) };
}
