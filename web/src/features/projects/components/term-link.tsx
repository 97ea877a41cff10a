import { CircleHelp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { glossaryHref, type GlossaryTerm } from '../lib/glossary';

/** A small "?" beside a heading that opens the term's entry in the about page's glossary. */
export function TermLink({ term }: { term: GlossaryTerm }) {
  const { t } = useTranslation('projects');
  const name = t(`glossary.terms.${term}.name`);
  return (
    <Link
      to={glossaryHref(term)}
      className="term-link"
      aria-label={t('glossary.whatIs', { term: name })}
      title={t('glossary.whatIs', { term: name })}
      data-testid={`term-link-${term}`}
    >
      <CircleHelp size={14} aria-hidden="true" />
    </Link>
  );
}
