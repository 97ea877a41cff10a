import { useEffect } from 'react';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { noticeDismissed, selectChatNotices, type ChatNotice } from '../store/chat-slice';

const NOTICE_MS = 6000;

function NoticeToast({ notice }: { notice: ChatNotice }) {
  const { t } = useTranslation('chat');
  const dispatch = useAppDispatch();
  const dismiss = () => dispatch(noticeDismissed(notice.id));
  useEffect(() => {
    const timer = window.setTimeout(() => dispatch(noticeDismissed(notice.id)), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch, notice.id]);
  return (
    <Toast onClose={dismiss} className="border-danger" role="alert" data-testid="chat-notice">
      <div className="d-flex align-items-start">
        <div className="toast-body flex-grow-1">{t(`failed.${notice.action}`)}</div>
        <button
          type="button"
          className="btn-close m-2"
          aria-label={t('dismiss')}
          onClick={dismiss}
        />
      </div>
    </Toast>
  );
}

/** Messages about refused changes, already put back. */
export function ChatNotices() {
  const notices = useAppSelector(selectChatNotices);
  return (
    <ToastContainer position="bottom-end" className="p-3" containerPosition="fixed">
      {notices.map((notice) => (
        <NoticeToast key={notice.id} notice={notice} />
      ))}
    </ToastContainer>
  );
}
