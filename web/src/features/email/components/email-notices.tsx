import { useEffect } from 'react';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { noticeDismissed, selectEmailNotices, type EmailNotice } from '../store/email-slice';

const NOTICE_MS = 6000;

function NoticeToast({ notice }: { notice: EmailNotice }) {
  const { t } = useTranslation('email');
  const dispatch = useAppDispatch();
  const dismiss = () => dispatch(noticeDismissed(notice.id));
  useEffect(() => {
    const timer = window.setTimeout(() => dispatch(noticeDismissed(notice.id)), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch, notice.id]);
  const isFailure = notice.kind === 'failed';
  const text = isFailure
    ? t(`notices.failed.${notice.action}`, { count: notice.count })
    : t(`notices.${notice.kind}`);
  return (
    <Toast
      onClose={dismiss}
      className={isFailure ? 'border-danger' : 'border-success'}
      role={isFailure ? 'alert' : 'status'}
      aria-live={isFailure ? 'assertive' : 'polite'}
      data-testid="email-notice"
    >
      <div className="d-flex align-items-start">
        <div className="toast-body flex-grow-1">{text}</div>
        <button
          type="button"
          className="btn-close m-2"
          aria-label={t('notices.dismiss')}
          onClick={dismiss}
        />
      </div>
    </Toast>
  );
}

/** Messages about refused changes (already put back) and mails sent. */
export function EmailNotices() {
  const notices = useAppSelector(selectEmailNotices);
  return (
    <ToastContainer position="bottom-end" className="p-3 position-fixed" containerPosition="fixed">
      {notices.map((notice) => (
        <NoticeToast key={notice.id} notice={notice} />
      ))}
    </ToastContainer>
  );
}
