import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ErrorState } from '@/components/status-messages';
import { SkeletonLines } from '@/components/skeletons';
import { useFormatters } from '@/hooks/use-formatters';
import { usePageTitle } from '@/hooks/use-page-title';
import { errorMessage, useGetFollowedQuery, useWithdrawFeedbackMutation } from './api/feedback-api';
import { PhotoGallery } from './components/photo-gallery';

/** The resident's private page for one item: its status, the county's reply, withdraw. */
export default function FollowPage() {
  const { t } = useTranslation('feedback');
  const fmt = useFormatters();
  const { hash } = useLocation();
  const token = hash.replace(/^#/, '');
  usePageTitle(t('follow.title'));
  const item = useGetFollowedQuery(token, { skip: token === '' });
  const [withdraw, withdrawing] = useWithdrawFeedbackMutation();
  const f = item.data;
  return (
    <div className="project-page">
      <h1 className="h3">{t('follow.title')}</h1>
      <div className="card">
        <div className="card-body">
          {token === '' ? <p className="mb-0">{t('follow.noToken')}</p> : null}
          {item.isLoading ? <SkeletonLines lines={4} /> : null}
          {item.error ? (
            <ErrorState
              title={t('follow.notFound')}
              message={errorMessage(item.error) ?? undefined}
              onRetry={() => void item.refetch()}
            />
          ) : null}
          {f ? (
            <>
              <dl className="key-values">
                <div>
                  <dt>{t('form.reference')}</dt>
                  <dd data-testid="feedback-reference">{f.ref}</dd>
                </div>
                <div>
                  <dt>{t('follow.project')}</dt>
                  <dd>
                    <Link to={`/projects/${encodeURIComponent(f.projectCode)}`}>
                      {f.projectTitle}
                    </Link>
                  </dd>
                </div>
                <div>
                  <dt>{t('follow.status')}</dt>
                  <dd data-testid="feedback-status">{t(`status.${f.status}`)}</dd>
                </div>
                <div>
                  <dt>{t('follow.sent')}</dt>
                  <dd>{fmt.date(f.createdAt.slice(0, 10))}</dd>
                </div>
              </dl>
              <p style={{ whiteSpace: 'pre-line' }}>{f.message}</p>
              <PhotoGallery photos={f.photos} label={t('photos.ofItem', { ref: f.ref })} />
              {f.replies.length === 0 ? (
                <p className="text-body-secondary mt-3 mb-0">{t('follow.noReply')}</p>
              ) : (
                f.replies.map((r) => (
                  <div key={r.at} className="border-start border-3 border-primary ps-3 mt-3">
                    <p className="small fw-semibold mb-1">
                      {t('list.reply', { department: r.department, role: r.role })}
                      {r.name ? ` (${r.name})` : ''}
                    </p>
                    <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
                      {r.body}
                    </p>
                  </div>
                ))
              )}
              {f.canWithdraw ? (
                <button
                  type="button"
                  className="btn btn-outline-danger tap-target mt-3"
                  disabled={withdrawing.isLoading}
                  onClick={() => void withdraw(token)}
                >
                  {t('follow.withdraw')}
                </button>
              ) : null}
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}
