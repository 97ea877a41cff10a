import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultGroup, SearchResult } from '../lib/search-results';

/** Whether each source of the overlay's groups is still loading or has failed. */
export interface GroupSources {
  /** The sample Files and Contacts. */
  remote: { isLoading: boolean; isError: boolean };
  places: { isLoading: boolean; isError: boolean };
  projects: { isLoading: boolean; isError: boolean };
}

interface SearchGroupProps {
  group: ResultGroup;
  /** The heading's element id (the group is labelled by it). */
  headingId: string;
  /** The listbox is offered: the group is one of its groups. */
  isExpanded: boolean;
  sources: GroupSources;
  renderOption: (result: SearchResult) => ReactNode;
}

/**
 * One group of the search overlay: its heading and its options, or while it has none, whether
 * its source is loading or failed. A group with nothing to say is left out.
 */
export function SearchGroup({
  group,
  headingId,
  isExpanded,
  sources,
  renderOption,
}: SearchGroupProps) {
  const { t: tc } = useTranslation();
  const { t } = useTranslation('search');
  const remote = group.id === 'files' || group.id === 'contacts';
  let empty: string | null = null;
  if (group.results.length === 0) {
    if (remote && sources.remote.isLoading) empty = t('loading');
    else if (remote && sources.remote.isError) empty = t('loadFailed');
    else if (group.id === 'places' && sources.places.isLoading) empty = t('loading');
    else if (group.id === 'places' && sources.places.isError) empty = t('placesFailed');
    else if (group.id === 'projects' && sources.projects.isLoading) empty = t('loading');
    else if (group.id === 'projects' && sources.projects.isError) empty = t('projectsFailed');
    // A group with nothing to say is left out.
    else return null;
  }
  return (
    <div
      role={isExpanded ? 'group' : undefined}
      aria-labelledby={isExpanded ? headingId : undefined}
      className="search-group"
      data-testid={`search-group-${group.id}`}
    >
      <div id={headingId} className="search-group-title">
        {group.id === 'places' || group.id === 'projects'
          ? t(`groups.${group.id}`)
          : tc(`search.${group.id}`)}
      </div>
      {empty !== null ? (
        <div className="search-empty">{empty}</div>
      ) : (
        group.results.map(renderOption)
      )}
    </div>
  );
}
