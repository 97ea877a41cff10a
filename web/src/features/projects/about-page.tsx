import './projects.scss';
import { BookOpen, Database, Download, FileText, Landmark, MapPinned, Scale } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useGetMetaQuery } from './api/projects-api';
import { queryErrorMessage } from '@/lib/api/query-error-message';
import { SkeletonLines } from '@/components/skeletons';
import { ErrorState } from '@/components/status-messages';
import { useFormatters } from '@/hooks/use-formatters';
import { EXPORT_LINK_FORMATS } from './lib/options';
import { exportHref, EMPTY_FILTERS } from './lib/filters';
import { GLOSSARY_TERMS, glossaryAnchor } from './lib/glossary';

/** Brings the entry named by the address's #fragment into view and focus (a link to a term). */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    // After the layout's own effects (which may scroll to the top on navigation).
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (!target) return;
      target.scrollIntoView({ block: 'start' });
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}

/** The meaning of every term the widgets use; each entry can be linked to (#term-...). */
function Glossary() {
  const { t } = useTranslation('projects');
  const { hash } = useLocation();
  return (
    <section className="card mt-4" aria-labelledby="glossary">
      <div className="card-body">
        <h2 id="glossary" className="h5 d-flex align-items-center gap-2" tabIndex={-1}>
          <BookOpen size={18} aria-hidden="true" />
          {t('glossary.title')}
        </h2>
        <p className="text-body-secondary">{t('glossary.intro')}</p>
        <dl className="glossary mb-0">
          {GLOSSARY_TERMS.map((term) => {
            const anchor = glossaryAnchor(term);
            return (
              <div
                key={term}
                className={`glossary-entry ${hash === `#${anchor}` ? 'is-target' : ''}`}
              >
                <dt id={anchor} tabIndex={-1}>
                  {t(`glossary.terms.${term}.name`)}
                </dt>
                <dd>{t(`glossary.terms.${term}.body`)}</dd>
              </div>
            );
          })}
        </dl>
      </div>
    </section>
  );
}

/** About the data: what it is, its licence and attribution, and how to reuse it. */
export default function AboutPage() {
  const { t } = useTranslation('projects');
  const fmt = useFormatters();
  const meta = useGetMetaQuery();
  const m = meta.data;
  useScrollToHash();

  return (
    <article className="about-page" aria-labelledby="about-title">
      <h1 id="about-title" className="h3 mb-1">
        {t('about.title')}
      </h1>
      <p className="text-body-secondary">{t('about.intro')}</p>

      {meta.error && !m ? (
        <div className="card">
          <div className="card-body">
            <ErrorState
              title={t('error.title')}
              message={queryErrorMessage(meta.error)}
              onRetry={() => void meta.refetch()}
            />
          </div>
        </div>
      ) : !m ? (
        <div className="card" role="status">
          <div className="card-body">
            <span className="visually-hidden">{t('loading')}</span>
            <SkeletonLines lines={6} />
          </div>
        </div>
      ) : (
        <div className="row g-4">
          <div className="col-12">
            <section className="card" aria-labelledby="about-facts" data-testid="data-facts">
              <div className="card-body">
                <h2 id="about-facts" className="h5 d-flex align-items-center gap-2">
                  <Landmark size={18} aria-hidden="true" />
                  {t('facts.title')}
                </h2>
                <dl className="key-values">
                  <div>
                    <dt>{t('facts.publisher')}</dt>
                    <dd>{m.publisher.name}</dd>
                  </div>
                  <div>
                    <dt>{t('facts.licence')}</dt>
                    <dd>
                      <a href={m.dataLicence.url} rel="license noopener" target="_blank">
                        {m.dataLicence.title} ({m.dataLicence.name})
                        <span className="visually-hidden"> ({t('newTab')})</span>
                      </a>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('facts.contact')}</dt>
                    <dd>
                      {m.contact ? (
                        <a href={m.contact.href}>{m.contact.label}</a>
                      ) : (
                        <span className="text-body-secondary">{t('facts.contactNone')}</span>
                      )}
                    </dd>
                  </div>
                </dl>
                <p className="small">{t('facts.licenceBody')}</p>
                <h3 className="h6">{t('facts.credit')}</h3>
                <blockquote className="about-attribution mb-0" data-testid="data-credit">
                  {t('facts.creditText', {
                    publisher: m.publisher.name,
                    dataset: m.dataset.isSample ? t('data.sample') : m.dataset.name,
                    licence: m.dataLicence.name,
                  })}
                </blockquote>
              </div>
            </section>
          </div>
          <div className="col-12 col-lg-6">
            <section className="card h-100" aria-labelledby="about-dataset">
              <div className="card-body">
                <h2 id="about-dataset" className="h5 d-flex align-items-center gap-2">
                  <Database size={18} aria-hidden="true" />
                  {t('about.dataset')}
                </h2>
                {m.isSample ? (
                  <div className="alert alert-warning" role="note">
                    <span className="badge text-bg-warning lead-mark">{t('data.sample')}</span>
                    {t('about.sampleBody')}
                  </div>
                ) : null}
                <dl className="key-values mb-0">
                  <div>
                    <dt>{t('about.name')}</dt>
                    {/* The API names the generated sample in English; a county's own dataset keeps its name. */}
                    <dd>{m.dataset.isSample ? t('data.sample') : m.dataset.name}</dd>
                  </div>
                  <div>
                    <dt>{t('about.county')}</dt>
                    <dd>
                      {m.county.name} ({m.county.code}),{' '}
                      {t('about.headquarters', { hq: m.county.headquarters })}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('about.projects')}</dt>
                    <dd>{fmt.number(m.dataset.projectCount)}</dd>
                  </div>
                  <div>
                    <dt>{t('about.units')}</dt>
                    <dd>
                      {t('about.unitsValue', {
                        subCounties: m.subCounties.length,
                        wards: m.subCounties.reduce((n, s) => n + s.wards.length, 0),
                        departments: m.departments.length,
                      })}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('about.years')}</dt>
                    <dd>
                      {m.financialYears.length > 0
                        ? `${m.financialYears[0]} – ${m.financialYears[m.financialYears.length - 1]}`
                        : '–'}
                    </dd>
                  </div>
                  <div>
                    <dt>
                      <Link to={`#${glossaryAnchor('lastUpdated')}`}>{t('about.lastUpdated')}</Link>
                    </dt>
                    <dd>{fmt.dateTime(m.lastUpdated)}</dd>
                  </div>
                  <div>
                    <dt>{t('about.version')}</dt>
                    <dd className="font-monospace small">{m.dataVersion}</dd>
                  </div>
                </dl>
              </div>
            </section>
          </div>
          <div className="col-12 col-lg-6">
            <section className="card h-100" aria-labelledby="about-licence">
              <div className="card-body">
                <h2 id="about-licence" className="h5 d-flex align-items-center gap-2">
                  <Scale size={18} aria-hidden="true" />
                  {t('about.licenceTitle')}
                </h2>
                <p>
                  {t('about.licenceBody')}{' '}
                  <a href={m.licence.url} rel="license noopener" target="_blank">
                    {m.licence.name}
                    <span className="visually-hidden"> ({t('newTab')})</span>
                  </a>
                </p>
                <h3 className="h6">{t('about.attribution')}</h3>
                <blockquote className="about-attribution" data-testid="attribution" lang="en">
                  {m.attribution}
                </blockquote>
                <p className="small text-body-secondary mb-0">{t('about.osm')}</p>
              </div>
            </section>
          </div>
          <div className="col-12 col-lg-6">
            <section className="card h-100" aria-labelledby="about-boundaries">
              <div className="card-body">
                <h2 id="about-boundaries" className="h5 d-flex align-items-center gap-2">
                  <MapPinned size={18} aria-hidden="true" />
                  {t('about.boundariesTitle')}
                </h2>
                <p>{t('about.boundariesBody')}</p>
                <p className="small text-body-secondary mb-0" lang="en">
                  {m.boundariesNote}
                </p>
              </div>
            </section>
          </div>
          <div className="col-12 col-lg-6">
            <section className="card h-100" aria-labelledby="about-reuse">
              <div className="card-body">
                <h2 id="about-reuse" className="h5 d-flex align-items-center gap-2">
                  <Download size={18} aria-hidden="true" />
                  {t('about.reuseTitle')}
                </h2>
                <p>{t('about.reuseBody')}</p>
                <div className="d-flex flex-wrap gap-2 mb-3">
                  {EXPORT_LINK_FORMATS.map((f) => (
                    <a
                      key={f}
                      className="btn btn-sm btn-outline-secondary"
                      href={exportHref(f, EMPTY_FILTERS)}
                      download
                    >
                      <Download size={14} aria-hidden="true" className="me-1" />
                      {t('export.all', { format: t(`export.formats.${f}`) })}
                    </a>
                  ))}
                </div>
                <p className="mb-0">
                  <FileText size={16} aria-hidden="true" className="lead-mark" />
                  <a href="/api/docs" target="_blank" rel="noopener">
                    {t('about.apiDocs')}
                    <span className="visually-hidden"> ({t('newTab')})</span>
                  </a>
                  {' · '}
                  <Link to="/">{t('about.toDashboard')}</Link>
                </p>
              </div>
            </section>
          </div>
        </div>
      )}
      <Glossary />
    </article>
  );
}
