import { Users, MessagesSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { InvolvementSummary } from '@app/common/projects';
import type { Formatters } from '@/lib/format';
import { SkeletonStats } from '@/components/skeletons';
import { Widget, type WidgetQuery } from '@/components/widget/widget';
import { TermLink } from '../term-link';

interface InvolvementWidgetProps {
  involvement: InvolvementSummary | null;
  totalProjects: number;
  query: WidgetQuery;
  fmt: Formatters;
}

/** Public participation: forums held and the people who came. */
export function InvolvementWidget({
  involvement,
  totalProjects,
  query,
  fmt,
}: InvolvementWidgetProps) {
  const { t } = useTranslation('projects');
  const share =
    involvement && totalProjects > 0 ? (involvement.projectsWithForums / totalProjects) * 100 : 0;
  return (
    <Widget
      errorTitle={t('error.title')}
      title={t('involvement.title')}
      titleHelp={<TermLink term="involvement" />}
      subtitle={t('involvement.subtitle')}
      query={query}
      hasData={involvement !== null}
      skeleton={<SkeletonStats count={4} />}
      testId="widget-involvement"
    >
      {involvement ? (
        <>
          <div className="row g-3 mb-3">
            <div className="col-6">
              <div className="stat-figure">
                <span
                  className="stat-icon bg-primary-subtle text-primary-emphasis"
                  aria-hidden="true"
                >
                  <MessagesSquare size={18} />
                </span>
                <div>
                  <p className="stat-value mb-0">{fmt.number(involvement.forums)}</p>
                  <p className="stat-label mb-0">{t('involvement.forums')}</p>
                </div>
              </div>
            </div>
            <div className="col-6">
              <div className="stat-figure">
                <span
                  className="stat-icon bg-success-subtle text-success-emphasis"
                  aria-hidden="true"
                >
                  <Users size={18} />
                </span>
                <div>
                  <p className="stat-value mb-0">{fmt.number(involvement.participants)}</p>
                  <p className="stat-label mb-0">{t('involvement.participants')}</p>
                </div>
              </div>
            </div>
          </div>
          <dl className="key-values small mb-0">
            <div>
              <dt>{t('involvement.projectsWithForums')}</dt>
              <dd>
                {t('involvement.ofProjects', {
                  count: involvement.projectsWithForums,
                  value: fmt.number(involvement.projectsWithForums),
                  share: fmt.percent(Math.round(share * 10) / 10),
                })}
              </dd>
            </div>
            <div>
              <dt>{t('involvement.average')}</dt>
              <dd>{fmt.number(Math.round(involvement.averageParticipantsPerForum))}</dd>
            </div>
          </dl>
          <div className="progress mt-2" style={{ height: 6 }} aria-hidden="true">
            <div className="progress-bar bg-success" style={{ inlineSize: `${share}%` }} />
          </div>
        </>
      ) : null}
    </Widget>
  );
}
