/**
 * The FAQ's groups and questions, in reading order. Each id is the answer's anchor
 * (/pages/faq#stalled) and the key of its strings in the `portal-pages` namespace
 * (`faq.items.<id>.q` and `.a`, group titles `faq.groups.<group>`).
 */
export const FAQ_GROUPS = [
  { id: 'data', items: ['what', 'sample', 'stalled', 'money', 'fresh'] },
  { id: 'use', items: ['download', 'api', 'map', 'find'] },
  { id: 'reuse', items: ['licence', 'cite'] },
  { id: 'help', items: ['report', 'portalProblem'] },
] as const;

export type FaqId = (typeof FAQ_GROUPS)[number]['items'][number];

export const FAQ_IDS: readonly FaqId[] = FAQ_GROUPS.flatMap((g) => [...g.items]);

export function isFaqId(value: string): value is FaqId {
  return (FAQ_IDS as readonly string[]).includes(value);
}

/** Lower case without accents, so “Stalled” and “stalled” (or “détail” and “detail”) match. */
export function normalize(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ');
}

/** The questions whose question or answer holds every word of the query. */
export function matchingFaqs(query: string, textOf: (id: FaqId) => string): ReadonlySet<FaqId> {
  const words = normalize(query).trim().split(' ').filter(Boolean);
  return new Set(
    FAQ_IDS.filter((id) => {
      const text = normalize(textOf(id));
      return words.every((w) => text.includes(w));
    }),
  );
}
