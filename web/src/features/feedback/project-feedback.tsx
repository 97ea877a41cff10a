import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Photo, PublicFeedback } from '@app/common/feedback';
import { ErrorState } from '@/components/status-messages';
import { SkeletonLines } from '@/components/skeletons';
import { useFormatters } from '@/hooks/use-formatters';
import { useGetProjectFeedbackQuery } from './api/feedback-api';
import { PhotoGallery } from './components/photo-gallery';

// The form and its proof-of-work widget load only when the resident opens the form.
const FeedbackForm = lazy(() => import('./components/feedback-form'));

export interface ProjectFeedbackProps {
  code: string;
  photos: Photo[];
}

function Item({ item }: { item: PublicFeedback }) {
  const { t } = useTranslation('feedback');
  const fmt = useFormatters();
  return (
    <li className="border-bottom py-3">
      <p className="mb-1 small">
        <span className="badge text-bg-secondary me-2">{t(`kind.${item.kind}`)}</span>
        <span className="text-body-secondary">
          {item.name ?? t('list.anonymous')} · {fmt.date(item.createdAt.slice(0, 10))} ·{' '}
          {t(`status.${item.status}`)}
        </span>
      </p>
      {/* Text only: the message is never read as HTML. */}
      <p className="mb-2" style={{ whiteSpace: 'pre-line' }}>
        {item.message}
      </p>
      {item.photos.length > 0 ? (
        <PhotoGallery photos={item.photos} label={t('photos.ofItem', { ref: item.ref })} />
      ) : null}
      {item.replies.map((r) => (
        <div key={r.at} className="border-start border-3 border-primary ps-3 mt-2">
          <p className="small fw-semibold mb-1">
            {t('list.reply', { department: r.department, role: r.role })}
            {r.name ? ` (${r.name})` : ''} · {fmt.date(r.at.slice(0, 10))}
          </p>
          <p className="mb-0" style={{ whiteSpace: 'pre-line' }}>
            {r.body}
          </p>
        </div>
      ))}
    </li>
  );
}

/** A project's photos, residents' published feedback with the county's replies, and the form. */
export default function ProjectFeedback({ code, photos }: ProjectFeedbackProps) {
  const { t } = useTranslation('feedback');
  const id = useId();
  const [page, setPage] = useState(1);
  const [formOpen, setFormOpen] = useState(false);
  const list = useGetProjectFeedbackQuery({ code, page });
  const data = list.data;
  return (
    <div className="row g-3">
      <div className="col-12">
        <section className="card" aria-labelledby={`${id}-photos`} data-testid="project-photos">
          <div className="card-header dash-widget-header">
            <h2 id={`${id}-photos`} className="h6 mb-0">
              {t('photos.title', { count: photos.length })}
            </h2>
          </div>
          <div className="card-body">
            {photos.length === 0 ? (
              <p className="mb-0 text-body-secondary">{t('photos.none')}</p>
            ) : (
              <PhotoGallery photos={photos} label={t('photos.title', { count: photos.length })} />
            )}
          </div>
        </section>
      </div>
      <div className="col-12">
        <section className="card" aria-labelledby={`${id}-feedback`} data-testid="project-feedback">
          <div className="card-header dash-widget-header">
            <h2 id={`${id}-feedback`} className="h6 mb-0">
              {t('list.title')}
            </h2>
          </div>
          <div className="card-body">
            {list.isLoading ? <SkeletonLines lines={3} /> : null}
            {list.error ? (
              <ErrorState title={t('list.error')} onRetry={() => void list.refetch()} />
            ) : null}
            {data ? (
              <>
                <p className="mb-2" data-testid="feedback-counts">
                  {t('list.counts', { count: data.total, answered: data.answered })}
                </p>
                {data.items.length === 0 ? (
                  <p className="text-body-secondary">{t('list.empty')}</p>
                ) : (
                  <ul className="list-unstyled mb-2">
                    {data.items.map((item) => (
                      <Item key={item.ref} item={item} />
                    ))}
                  </ul>
                )}
                {data.pages > 1 ? (
                  <div className="d-flex gap-2 mb-3">
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary tap-target"
                      disabled={page <= 1}
                      onClick={() => setPage(page - 1)}
                    >
                      {t('list.newer')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary tap-target"
                      disabled={page >= data.pages}
                      onClick={() => setPage(page + 1)}
                    >
                      {t('list.older')}
                    </button>
                  </div>
                ) : null}
              </>
            ) : null}
            {formOpen ? (
              <Suspense fallback={<SkeletonLines lines={4} />}>
                <FeedbackForm code={code} />
              </Suspense>
            ) : (
              <button
                type="button"
                className="btn btn-primary tap-target"
                onClick={() => setFormOpen(true)}
              >
                {t('form.open')}
              </button>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
