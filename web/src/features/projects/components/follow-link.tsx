import { Rss } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { filtersOf, toQueryString, type ProjectFiltersView } from '../lib/filters';

/** The projects feed's address for these filters (the feed takes the list's filters). */
export function feedHref(filters: Partial<ProjectFiltersView> = {}): string {
  const view: ProjectFiltersView = {
    subCounty: [],
    ward: [],
    department: [],
    state: [],
    financialYear: [],
    q: '',
    ...filters,
  };
  const qs = toQueryString(filtersOf(view));
  return `/feeds/projects.atom${qs ? `?${qs}` : ''}`;
}

function FollowButton({ href, title }: { href: string; title: string }) {
  const { t } = useTranslation('open-data');
  return (
    <a
      className="btn btn-sm btn-outline-secondary"
      href={href}
      type="application/atom+xml"
      data-testid="follow-feed"
      aria-label={t('follow.label', { title })}
    >
      <Rss size={14} aria-hidden="true" className="me-1" />
      {t('follow.text')}
    </a>
  );
}

/**
 * The button's room while its strings load: without it the button pops in later, and on a phone
 * the header's row wraps and pushes the page down (a layout shift of about 40 px).
 */
function FollowRoom() {
  return (
    <span className="btn btn-sm btn-outline-secondary invisible" aria-hidden="true">
      <Rss size={14} aria-hidden="true" className="me-1" />
      {/* About as wide as the word in each language ("Follow", "Folgen", "Suivre"...). */}
      Xxxxx
    </span>
  );
}

/**
 * "Follow": the Atom feed of these projects, as a link a feed reader can take and as the page's
 * `<link rel="alternate">` (React places it in the document's head) so readers find it alone.
 * The button waits for its strings on its own, so the page around it never does; its room is
 * held meanwhile.
 */
export function FollowLink({ href, title }: { href: string; title: string }) {
  return (
    <>
      <link rel="alternate" type="application/atom+xml" href={href} title={title} />
      <Suspense fallback={<FollowRoom />}>
        <FollowButton href={href} title={title} />
      </Suspense>
    </>
  );
}
