/**
 * The terms the dashboard's widgets use, in the order the about page explains them. Each has an
 * anchor on the about page (`/about#term-<id>`), and its name and meaning are the i18n keys
 * `projects:glossary.terms.<id>.name` and `.body`.
 */
export const GLOSSARY_TERMS = [
  'budget',
  'contractSum',
  'paid',
  'absorption',
  'financialYear',
  'states',
  'stalled',
  'progress',
  'defects',
  'involvement',
  'priorities',
  'lastUpdated',
] as const;

export type GlossaryTerm = (typeof GLOSSARY_TERMS)[number];

/** The id of a term's entry on the about page. */
export function glossaryAnchor(term: GlossaryTerm): string {
  return `term-${term.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** Where a term is explained. */
export function glossaryHref(term: GlossaryTerm): string {
  return `/about#${glossaryAnchor(term)}`;
}
