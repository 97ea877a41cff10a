import { FileText, FolderKanban, LibraryBig, Search } from 'lucide-react';
import { Fragment, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { kbArticleLink, kbArticles } from '@/catalogue/pages/knowledge-base/articles';
import { SkeletonLines } from '@/components/skeletons';
import { EmptyState, ErrorState } from '@/components/status-messages';
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetPlacesQuery, useSearchProjectsQuery } from './api/portal-api';
import { Highlight } from './components/highlight';
import { PLACE_ICONS } from './components/place-icons';
import { ResultSection } from './components/result-section';
import { useProjectSearch } from './hooks/use-project-search';
import { findMatch, foldQuery } from './lib/fold';
import { usePublishedPages } from './lib/page-list';
import { placesOf } from './lib/places';
import {
  namedWard,
  pageResults,
  pageSlice,
  placeResults,
  projectResults,
} from './lib/search-results';
import type { MatchRange } from './types';
import '@/styles/bootstrap-extras.scss';

/** Results per page in the Pages, Places and Knowledge base groups. */
export const LOCAL_PAGE_SIZE = 5;
/** Projects per page (one API page). */
export const PROJECTS_PAGE_SIZE = 10;

/**
 * The full results page (/pages/search?q=...), reached from the navbar search's "See all
 * results": the portal's pages, projects from the open-data API's search, the county's wards,
 * sub-counties and departments (each opening the dashboard filtered to it) and the knowledge
 * base's articles, each group a page at a time. The query lives in the address.
 */
export default function SearchPage() {
  const { t } = useTranslation('search');
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [draft, setDraft] = useState(q);
  const [shown, setShown] = useState(q);
  const inputId = useId();
  // A new address (back, forward, a link) brings its query into the box.
  if (shown !== q) {
    setShown(q);
    setDraft(q);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    setParams(next === '' ? {} : { q: next });
  };

  return (
    <div className="search-page" data-testid="search-page">
      <header className="mb-3">
        <h1 className="h3 mb-1">{t('page.title')}</h1>
        <p className="text-body-secondary mb-0">{t('page.intro')}</p>
      </header>
      <form role="search" className="d-flex gap-2 mb-3" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('page.label')}
        </label>
        <input
          id={inputId}
          type="search"
          className="form-control"
          value={draft}
          maxLength={200}
          placeholder={t('page.placeholder')}
          onChange={(e) => setDraft(e.target.value)}
          data-testid="search-page-input"
        />
        <button type="submit" className="btn btn-primary d-flex align-items-center gap-1">
          <Search size={16} aria-hidden="true" />
          {t('page.submit')}
        </button>
      </form>
      {q === '' ? <EmptyState message={t('page.prompt')} /> : <Results key={q} q={q} />}
    </div>
  );
}

function Results({ q }: { q: string }) {
  const { t } = useTranslation('search');
  const { t: tp } = useTranslation('portal-pages');
  const { t: tProjects } = useTranslation('projects');
  const folded = foldQuery(q);

  const pages = usePublishedPages();
  const [pagesPage, setPagesPage] = useState(1);
  const allPages = pageResults(pages, q);
  const pageHits = pageSlice(allPages, pagesPage, LOCAL_PAGE_SIZE);

  const places = useGetPlacesQuery();
  const [placesPage, setPlacesPage] = useState(1);
  const placeList = useMemo(() => (places.data ? placesOf(places.data) : []), [places.data]);
  const allPlaces = placeResults(placeList, q);
  const placeHits = pageSlice(allPlaces, placesPage, LOCAL_PAGE_SIZE);

  const [projectsPage, setProjectsPage] = useState(1);
  // A query naming a ward lists that ward's own projects (all of them, a page at a time); any
  // other query lists the API's matches, ranked by the field that holds the words.
  const ward = namedWard(placeList, q);
  const wardProjects = useSearchProjectsQuery(
    ward ? { q: '', page: projectsPage, limit: PROJECTS_PAGE_SIZE, ward: ward.value } : skipToken,
  );
  const textProjects = useProjectSearch(ward ? '' : q, projectsPage, PROJECTS_PAGE_SIZE);
  const projects = ward
    ? {
        data: wardProjects.data,
        isActive: true,
        isError: wardProjects.isError,
        isLoading: wardProjects.isFetching,
        retry: () => void wardProjects.refetch(),
      }
    : textProjects;
  const projectHits = ward
    ? projectResults([], q, Number.POSITIVE_INFINITY, wardProjects.data?.items ?? [])
    : projectResults(projects.data?.items ?? [], q);
  const namesPlace = allPlaces.some((r) => r.title?.[0] === 0);

  const [articlesPage, setArticlesPage] = useState(1);
  const articles = kbArticles().flatMap(({ category, article }) => {
    const title = tp(`kb.articles.${article.id}.title`);
    const summary = tp(`kb.articles.${article.id}.summary`);
    const titleRange = findMatch(title, folded);
    if (!titleRange && !findMatch(summary, folded)) return [];
    return [
      {
        key: `${category.id}/${article.id}`,
        link: kbArticleLink(category, article),
        title,
        summary,
        titleRange,
        categoryTitle: tp(`kb.categories.${category.id}.title`),
        rank: titleRange ? 0 : 1,
      },
    ];
  });
  articles.sort((a, b) => a.rank - b.rank);
  const articleHits = pageSlice(articles, articlesPage, LOCAL_PAGE_SIZE);

  const empty = (
    <p className="text-body-secondary mb-0" data-testid="search-page-empty">
      {t('page.noMatches')}
    </p>
  );

  const pagesSection = (
    <ResultSection
      id="pages"
      title={t('page.groups.pages')}
      total={allPages.length}
      page={pageHits.page}
      pages={pageHits.pages}
      onPage={setPagesPage}
    >
      {pageHits.items.length === 0 ? (
        empty
      ) : (
        <ul className="list-group list-group-flush">
          {pageHits.items.map((r) =>
            r.kind === 'page' ? (
              <li key={r.key} className="list-group-item px-0">
                <ResultLink
                  to={r.item.link}
                  icon={r.item.icon ?? FileText}
                  title={r.item.title}
                  range={r.title}
                  meta={r.item.link}
                />
              </li>
            ) : null,
          )}
        </ul>
      )}
    </ResultSection>
  );
  const projectsSection = (
    <ResultSection
      id="projects"
      title={t('page.groups.projects')}
      total={projects.data ? projects.data.total : null}
      page={projectsPage}
      pages={projects.data?.pages ?? 1}
      onPage={setProjectsPage}
    >
      {!projects.isActive ? (
        <p className="text-body-secondary mb-0">{t('projectsTooShort')}</p>
      ) : projects.isError ? (
        <ErrorState compact title={t('projectsFailed')} onRetry={projects.retry} />
      ) : projects.isLoading || !projects.data ? (
        <div aria-busy="true" aria-label={t('loading')}>
          <SkeletonLines lines={3} />
        </div>
      ) : projectHits.length === 0 ? (
        empty
      ) : (
        <ul className="list-group list-group-flush">
          {projectHits.map((r) =>
            r.kind === 'project' ? (
              <li key={r.key} className="list-group-item px-0">
                <ResultLink
                  to={`/projects/${encodeURIComponent(r.item.code)}`}
                  icon={FolderKanban}
                  title={r.item.title}
                  range={r.title}
                  meta={`${t('page.projectMeta', {
                    code: r.item.code,
                    ward: r.item.ward,
                    state: tProjects(`states.${r.item.state}`),
                    department: r.item.department,
                  })} · ${t(`matchedBy.${r.field}`, {
                    contractor: r.item.contractor ?? '',
                    department: r.item.department,
                    subCounty: r.item.subCounty ?? '',
                  })}`}
                />
              </li>
            ) : null,
          )}
        </ul>
      )}
    </ResultSection>
  );
  const placesSection = (
    <ResultSection
      id="places"
      title={t('page.groups.places')}
      total={places.data ? allPlaces.length : null}
      page={placeHits.page}
      pages={placeHits.pages}
      onPage={setPlacesPage}
    >
      {places.isError ? (
        <ErrorState compact title={t('placesFailed')} onRetry={() => void places.refetch()} />
      ) : places.isLoading ? (
        <div aria-busy="true" aria-label={t('loading')}>
          <SkeletonLines lines={2} />
        </div>
      ) : placeHits.items.length === 0 ? (
        empty
      ) : (
        <ul className="list-group list-group-flush">
          {placeHits.items.map((r) =>
            r.kind === 'place' ? (
              <li key={r.key} className="list-group-item px-0">
                <ResultLink
                  to={r.item.link}
                  icon={PLACE_ICONS[r.item.kind]}
                  title={r.item.title}
                  range={r.title}
                  meta={
                    r.item.parent
                      ? t('placeIn', {
                          kind: t(`place.${r.item.kind}`),
                          parent: r.item.parent,
                        })
                      : t(`place.${r.item.kind}`)
                  }
                  action={t('page.openDashboard')}
                />
              </li>
            ) : null,
          )}
        </ul>
      )}
    </ResultSection>
  );
  const articlesSection = (
    <ResultSection
      id="articles"
      title={t('page.groups.articles')}
      total={articles.length}
      page={articleHits.page}
      pages={articleHits.pages}
      onPage={setArticlesPage}
    >
      {articleHits.items.length === 0 ? (
        empty
      ) : (
        <ul className="list-group list-group-flush">
          {articleHits.items.map((a) => (
            <li key={a.key} className="list-group-item px-0">
              <ResultLink
                to={a.link}
                icon={LibraryBig}
                title={a.title}
                range={a.titleRange}
                meta={`${a.categoryTitle} · ${a.summary}`}
              />
            </li>
          ))}
        </ul>
      )}
    </ResultSection>
  );

  // Groups with nothing to show are left out; places come first when the words name one.
  const sections = [
    { id: 'pages', node: pagesSection, shown: allPages.length > 0 },
    {
      id: 'projects',
      node: projectsSection,
      shown: !projects.isActive || projects.isLoading || projects.isError || projectHits.length > 0,
    },
    { id: 'places', node: placesSection, shown: !places.isSuccess || allPlaces.length > 0 },
    { id: 'articles', node: articlesSection, shown: articles.length > 0 },
  ];
  const ordered = namesPlace
    ? [sections[2], sections[1], sections[0], sections[3]]
    : [sections[0], sections[2], sections[1], sections[3]];
  const visible = ordered.filter((x) => x?.shown);
  return (
    <div className="d-grid gap-3">
      <p className="mb-0" role="status" data-testid="search-page-status">
        {t('page.resultsFor', { query: q })}
      </p>
      {visible.map((x) => (x ? <Fragment key={x.id}>{x.node}</Fragment> : null))}
      {visible.length === 0 ? empty : null}
    </div>
  );
}

interface ResultLinkProps {
  to: string;
  icon: typeof FileText;
  title: string;
  range: MatchRange | null;
  meta: string;
  /** What following the link does, when the title alone does not say it. */
  action?: string;
}

function ResultLink({ to, icon: Icon, title, range, meta, action }: ResultLinkProps) {
  return (
    <div className="d-flex gap-2 align-items-start">
      <Icon size={18} aria-hidden="true" className="mt-1 flex-shrink-0 text-primary" />
      <div style={{ minWidth: 0 }}>
        <Link to={to} className="fw-semibold text-break">
          <Highlight text={title} range={range} />
          {action ? <span className="visually-hidden">{` (${action})`}</span> : null}
        </Link>
        <div className="small text-body-secondary text-break">{meta}</div>
      </div>
    </div>
  );
}
