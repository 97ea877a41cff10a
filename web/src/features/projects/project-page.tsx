import './projects.scss';
import { ArrowLeft, CircleAlert, ExternalLink } from 'lucide-react';
import { lazy, Suspense, useContext, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useLocation } from 'react-router';
import type { ProjectDetail } from '@app/common/projects';
import { useBoundaries, useGetProjectQuery } from './api/projects-api';
import { queryErrorMessage } from '@/lib/api/query-error-message';
import { LocationSketch } from './components/project/location-sketch';
import { MoneyTrail } from './components/project/money-trail';
import { departmentName } from './lib/department-name';
import { ProgressChart } from './components/project/progress-chart';
import { feedHref, FollowLink } from './components/follow-link';
import { ScrollTable } from '@/components/scroll-table';
import { SkeletonBlock, SkeletonLines } from '@/components/skeletons';
import { SEVERITY_COLORS, StateBadge } from './components/states';
import { ErrorState } from '@/components/status-messages';
import { useFormatters } from '@/hooks/use-formatters';
import { usePageTitle } from '@/hooks/use-page-title';
import type { Formatters } from '@/lib/format';
import { PageSlotsContext } from '@/lib/page-slots';

/** The project's public history, loaded with its own code when the page shows. */
const HistoryCard = lazy(() => import('./components/project/history-card'));

function Section({
  title,
  children,
  className = '',
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section className={`card h-100 ${className}`} aria-labelledby={id}>
      <div className="card-header dash-widget-header">
        <h2 id={id} className="h6 mb-0">
          {title}
        </h2>
      </div>
      <div className="card-body">{children}</div>
    </section>
  );
}

function Facts({ project, fmt }: { project: ProjectDetail; fmt: Formatters }) {
  const { t } = useTranslation('projects');
  const rows: [string, ReactNode][] = [
    [t('table.department'), departmentName(t, project.departmentId, project.department)],
    [t('table.ward'), `${project.ward}, ${project.subCounty}`],
    [t('table.financialYear'), project.financialYear],
    [t('project.fundingSource'), project.fundingSource],
    [t('project.contractor'), project.contractor ?? t('project.none')],
    [
      t('project.priority'),
      project.priorityRank === null
        ? t('priorities.unranked')
        : t('priorities.rank', { rank: project.priorityRank }),
    ],
    [t('project.startDate'), fmt.date(project.startDate) || t('project.notYet')],
    [t('project.plannedEndDate'), fmt.date(project.plannedEndDate) || t('project.notSet')],
    [t('project.completionDate'), fmt.date(project.completionDate) || t('project.notYet')],
    [t('project.lastVerified'), fmt.date(project.lastVerified) || t('project.never')],
    [
      t('project.updatedAt'),
      <time
        dateTime={project.updatedAt}
        title={t('facts.recordChanged')}
        data-testid="record-updated"
        key="updated"
      >
        {fmt.dateTime(project.updatedAt)}
      </time>,
    ],
  ];
  return (
    <dl className="key-values mb-0">
      {rows.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One project: money trail, progress over time, defects, involvement and location. */
export default function ProjectPage() {
  const { t } = useTranslation('projects');
  const fmt = useFormatters();
  const { code = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const project = useGetProjectQuery(code, { skip: code === '' });
  const boundaries = useBoundaries();
  // Staff tools (the edit form), plugged in by the app for signed-in staff only.
  const { projectTools: ProjectTools, projectFeedback: ProjectFeedback } =
    useContext(PageSlotsContext);
  const p = project.data;
  const notFound =
    project.error !== undefined &&
    typeof project.error === 'object' &&
    'status' in project.error &&
    project.error.status === 404;
  usePageTitle(p?.title ?? (notFound ? t('project.notFound') : undefined));

  const back =
    location.key !== 'default' ? (
      <button type="button" className="btn btn-sm btn-link px-0" onClick={() => navigate(-1)}>
        <ArrowLeft size={16} aria-hidden="true" className="me-1 flip-rtl" />
        {t('project.back')}
      </button>
    ) : (
      <Link to="/" className="btn btn-sm btn-link px-0">
        <ArrowLeft size={16} aria-hidden="true" className="me-1 flip-rtl" />
        {t('project.back')}
      </Link>
    );

  if (project.error && !project.isFetching) {
    return (
      <div className="project-page">
        {back}
        <h1 className="h3">{notFound ? t('project.notFound') : t('error.title')}</h1>
        <div className="card">
          <div className="card-body">
            {notFound ? (
              <p className="mb-0">{t('project.notFoundBody', { code })}</p>
            ) : (
              <ErrorState
                title={t('error.title')}
                message={queryErrorMessage(project.error)}
                onRetry={() => void project.refetch()}
              />
            )}
          </div>
        </div>
      </div>
    );
  }

  if (!p) {
    return (
      <div className="project-page" aria-busy="true">
        {back}
        <div role="status">
          <span className="visually-hidden">{t('loading')}</span>
          <SkeletonLines lines={2} />
          <div className="row g-4 mt-1">
            <div className="col-lg-6">
              <SkeletonBlock height={240} />
            </div>
            <div className="col-lg-6">
              <SkeletonBlock height={240} />
            </div>
          </div>
        </div>
      </div>
    );
  }

  const wards = boundaries.data?.features.filter((f) => f.properties.level === 'ward') ?? [];
  const ward = wards.find((f) => f.properties.code === p.wardCode || f.properties.name === p.ward);
  const readings = p.progressReadings;
  const openDefects = p.defects.filter((d) => d.fixedOn === null).length;

  return (
    <article className="project-page" aria-labelledby="project-title">
      {back}
      <header className="mb-4">
        <p className="font-monospace small text-body-secondary mb-1">{p.code}</p>
        <h1 id="project-title" className="h3 mb-2">
          {p.title}
        </h1>
        <div className="d-flex flex-wrap align-items-center gap-2">
          <StateBadge state={p.state} />
          {p.isSample ? <span className="badge text-bg-warning">{t('data.sample')}</span> : null}
          <span className="small text-body-secondary">
            {t('project.lastVerifiedOn', { date: fmt.date(p.lastVerified) || t('project.never') })}
          </span>
          <FollowLink href={feedHref({ q: p.code })} title={p.title} />
        </div>
        {p.state === 'stalled' ? (
          <div className="alert alert-warning d-flex gap-2 mt-3 mb-0" role="note">
            <CircleAlert size={18} aria-hidden="true" className="flex-shrink-0 mt-1" />
            <div>
              <strong>{t('project.stalledTitle')}</strong>{' '}
              {p.stalledReason ?? t('project.noReason')}
            </div>
          </div>
        ) : null}
        <p className="mt-3 mb-0">{p.description}</p>
      </header>

      {ProjectTools ? <ProjectTools code={p.code} /> : null}

      <div className="row g-4">
        <div className="col-12 col-lg-6">
          <Section title={t('project.moneyTrail')}>
            <MoneyTrail budget={p.budget} contractSum={p.contractSum} paid={p.paid} fmt={fmt} />
          </Section>
        </div>
        <div className="col-12 col-lg-6">
          <Section title={t('project.progress')}>
            <p className="mb-2">
              <span className="fs-4 fw-semibold">
                {p.progress === null ? '–' : fmt.percent(p.progress)}
              </span>{' '}
              <span className="small text-body-secondary">
                {p.progressDate
                  ? t('project.asOf', { date: fmt.date(p.progressDate) })
                  : t('project.noReadings')}
              </span>
            </p>
            {readings.length > 0 ? (
              <>
                <ProgressChart
                  readings={readings}
                  startDate={p.startDate}
                  plannedEndDate={p.plannedEndDate}
                  fmt={fmt}
                />
                <details className="mt-2">
                  <summary className="small">
                    {t('project.readingsTable', { count: readings.length })}
                  </summary>
                  <ScrollTable label={t('project.readings')}>
                    <table className="table table-sm mb-0 mt-2 dash-table">
                      <thead>
                        <tr>
                          <th scope="col">{t('project.date')}</th>
                          <th scope="col" className="text-end">
                            {t('table.progress')}
                          </th>
                          <th scope="col">{t('project.note')}</th>
                        </tr>
                      </thead>
                      <tbody>
                        {readings.map((r) => (
                          <tr key={`${r.date}-${r.percent}`}>
                            <td className="text-nowrap">{fmt.date(r.date)}</td>
                            <td className="text-end">{fmt.percent(r.percent)}</td>
                            <td className="small">{r.note ?? ''}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </ScrollTable>
                </details>
              </>
            ) : null}
          </Section>
        </div>
        <div className="col-12 col-lg-6">
          <Section title={t('project.details')}>
            <Facts project={p} fmt={fmt} />
          </Section>
        </div>
        <div className="col-12 col-lg-6">
          <Section title={t('project.location')}>
            <div className="d-flex flex-wrap gap-3 align-items-start">
              <LocationSketch
                ward={ward}
                countyWards={wards}
                point={p.location}
                label={t('project.sketchLabel', { ward: p.ward })}
                countyLabel={t('project.countySketchLabel', { ward: p.ward })}
              />
              <div className="small">
                <p className="mb-1 fw-semibold">
                  {p.ward}, {p.subCounty}
                </p>
                {p.location ? (
                  <>
                    <p className="mb-1 font-monospace">
                      {p.location.lat.toFixed(5)}, {p.location.lon.toFixed(5)}
                    </p>
                    <p className="mb-1">
                      <a
                        href={`https://www.openstreetmap.org/?mlat=${p.location.lat}&mlon=${p.location.lon}#map=15/${p.location.lat}/${p.location.lon}`}
                        target="_blank"
                        rel="noopener noreferrer"
                      >
                        {t('project.openMap')}
                        <ExternalLink size={12} aria-hidden="true" className="trail-mark" />
                        <span className="visually-hidden"> ({t('newTab')})</span>
                      </a>
                    </p>
                  </>
                ) : (
                  <p className="mb-1 text-body-secondary">{t('project.noLocation')}</p>
                )}
                <p className="text-body-secondary mt-2 mb-0">{t('map.approximate')}</p>
              </div>
            </div>
          </Section>
        </div>
        <div className="col-12 col-lg-4">
          <Section title={t('involvement.title')}>
            <dl className="key-values mb-0">
              <div>
                <dt>{t('involvement.forums')}</dt>
                <dd>{fmt.number(p.involvement.forums)}</dd>
              </div>
              <div>
                <dt>{t('involvement.participants')}</dt>
                <dd>{fmt.number(p.involvement.participants)}</dd>
              </div>
            </dl>
          </Section>
        </div>
        <div className="col-12 col-lg-8">
          <Section
            title={t('project.defectsTitle', { open: openDefects, count: p.defects.length })}
          >
            {p.defects.length === 0 ? (
              <p className="mb-0 text-body-secondary">{t('project.noDefects')}</p>
            ) : (
              <ScrollTable label={t('defects.title')}>
                <table className="table table-sm align-middle mb-0 dash-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('project.defect')}</th>
                      <th scope="col">{t('project.severity')}</th>
                      <th scope="col">{t('project.reported')}</th>
                      <th scope="col">{t('project.status')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {p.defects.map((d) => (
                      <tr key={d.id}>
                        <td>
                          <span className="d-block fw-semibold small">
                            {t(`category.${d.category}`)}
                          </span>
                          <span className="small">{d.description}</span>
                        </td>
                        <td>
                          <span className={`badge text-bg-${SEVERITY_COLORS[d.severity]}`}>
                            {t(`severity.${d.severity}`)}
                          </span>
                        </td>
                        <td className="text-nowrap small">{fmt.date(d.reportedOn)}</td>
                        <td className="small">
                          {d.fixedOn ? (
                            t('project.fixedOn', { date: fmt.date(d.fixedOn) })
                          ) : (
                            <strong className="text-danger-emphasis">{t('defects.open')}</strong>
                          )}
                          {d.liabilityPeriodEnd ? (
                            <span className="d-block text-body-secondary">
                              {t('project.liabilityEnds', { date: fmt.date(d.liabilityPeriodEnd) })}
                            </span>
                          ) : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollTable>
            )}
          </Section>
        </div>
        <div className="col-12">
          <Suspense fallback={<SkeletonBlock height={160} />}>
            <HistoryCard code={p.code} />
          </Suspense>
        </div>
      </div>
      {ProjectFeedback ? <ProjectFeedback code={p.code} photos={p.photos ?? []} /> : null}
    </article>
  );
}
