import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeToasts } from '@/components/notice-toasts';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { noticeDismissed, selectChatNotices } from '../store/chat-slice';

/** Messages about refused changes, already put back. */
export function ChatNotices() {
  const { t } = useTranslation('chat');
  const dispatch = useAppDispatch();
  const notices = useAppSelector(selectChatNotices);
  const dismiss = useCallback((id: number) => dispatch(noticeDismissed(id)), [dispatch]);
  return (
    <NoticeToasts
      notices={notices.map((notice) => ({
        id: notice.id,
        text: t(`failed.${notice.action}`),
        isFailure: true,
      }))}
      dismissLabel={t('dismiss')}
      onDismiss={dismiss}
      testId="chat-notice"
    />
  );
}
