/**
 * The projects feed in Atom (RFC 4287): a new reading, a change of state, a project starting, an
 * official reply to published feedback.
 */
import { escapeHtml } from '@app/common';
import type { FeedEvent } from '../repositories/public-history-repository.ts';

/** Characters XML 1.0 does not allow, even escaped. */
// eslint-disable-next-line no-control-regex -- these are exactly the characters XML 1.0 refuses
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const xml = (text: string) => escapeHtml(text.replace(NOT_XML, ''));

export interface FeedInput {
  baseUrl: string;
  /** The feed's own address with its query (rel="self"). */
  selfPath: string;
  /** What the filters select, in words ("Wote ward"), or '' for every project. */
  scope: string;
  publisher: string;
  licenceUrl: string;
  /** When the data last changed: the feed's updated when it has no entry. */
  modified: string;
  events: readonly FeedEvent[];
}

const STATE_WORDS: Record<string, string> = {
  planned: 'planned',
  procurement: 'in procurement',
  ongoing: 'ongoing',
  completed: 'completed',
  stalled: 'stalled',
  cancelled: 'cancelled',
};

const FEEDBACK_WORDS: Record<string, string> = {
  question: 'question',
  complaint: 'complaint',
  compliment: 'compliment',
  problem: 'problem report',
};
const a = (word: string) => (word === 'feedback' ? word : `a ${word}`);

function entryText(e: FeedEvent): { title: string; summary: string; category: string } {
  const where = `${e.ward} ward, ${e.department}`;
  switch (e.kind) {
    case 'state': {
      const now = STATE_WORDS[e.state ?? ''] ?? e.state ?? '';
      const reason = e.state === 'stalled' && e.stalledReason ? ` Reason: ${e.stalledReason}.` : '';
      return {
        title: `${e.title}: now ${now}`,
        summary: `${e.title} (${e.code}, ${where}) changed from ${STATE_WORDS[e.previousState ?? ''] ?? 'unknown'} to ${now}.${reason}`,
        category: 'state-change',
      };
    }
    case 'progress':
      return {
        title: `${e.title}: ${e.percent ?? 0}% done`,
        summary: `A progress reading of ${e.percent ?? 0}% for ${e.title} (${e.code}, ${where}).`,
        category: 'progress-reading',
      };
    case 'started':
      return {
        title: `${e.title}: work started`,
        summary: `Work started on ${e.title} (${e.code}, ${where}).`,
        category: 'project-started',
      };
    case 'reply': {
      const r = e.reply;
      const feedback = FEEDBACK_WORDS[r?.kind ?? ''] ?? 'feedback';
      // The resident's name only as they chose to show it; the officer's only if they signed.
      const from = r?.resident ? `${r.resident}'s ${feedback}` : `a resident's ${feedback}`;
      const by = r?.officer ? `${r.officer}, ${r.role}` : (r?.role ?? 'the county');
      return {
        title: `${e.title}: the county replied to ${a(feedback)}`,
        summary: `${by} replied to ${from} on ${e.title} (${e.code}, ${where}): ${r?.body ?? ''}`,
        category: 'official-reply',
      };
    }
  }
}

export function atomFeed(input: FeedInput): string {
  const { baseUrl } = input;
  const feedId = `${baseUrl}${input.selfPath}`;
  const updated = input.events[0]?.at ?? input.modified;
  const title = input.scope ? `Makueni County projects: ${input.scope}` : 'Makueni County projects';
  const entries = input.events.map((e) => {
    const page = `${baseUrl}/projects/${encodeURIComponent(e.code)}`;
    const text = entryText(e);
    return `  <entry>
    <id>${xml(`${page}#${e.key}`)}</id>
    <title>${xml(text.title)}</title>
    <updated>${e.at}</updated>
    <link rel="alternate" type="text/html" href="${xml(page)}"/>
    <category term="${text.category}" label="${xml(text.category.replace('-', ' '))}"/>
    <summary>${xml(text.summary)}</summary>
  </entry>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">
  <id>${xml(feedId)}</id>
  <title>${xml(title)}</title>
  <subtitle>New progress readings, changes of state, projects starting work and the county's replies to residents' feedback.</subtitle>
  <updated>${updated}</updated>
  <author><name>${xml(input.publisher)}</name><uri>${xml(baseUrl)}/</uri></author>
  <link rel="self" type="application/atom+xml" href="${xml(feedId)}"/>
  <link rel="alternate" type="text/html" href="${xml(baseUrl)}/"/>
  <link rel="license" href="${xml(input.licenceUrl)}"/>
  <rights>${xml(`Data: ${input.licenceUrl}`)}</rights>
  <generator>Makueni County open-data portal</generator>
${entries.join('\n')}
</feed>
`;
}
