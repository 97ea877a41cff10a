import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailFolder } from '@app/common/apps/email';
import { NoticeToasts, type ToastNotice } from '@/components/notice-toasts';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useMoveMailsMutation } from '../api/email-api';
import { noticeDismissed, selectEmailNotices, type EmailNotice } from '../store/email-slice';

/** The trashed mails grouped by the folder each came from. */
function byFolder(mails: readonly { id: number; from: EmailFolder }[]) {
  const groups = new Map<EmailFolder, number[]>();
  for (const mail of mails) groups.set(mail.from, [...(groups.get(mail.from) ?? []), mail.id]);
  return [...groups];
}

/** Messages about refused changes (already put back), mails sent and mails trashed (with Undo). */
export function EmailNotices() {
  const { t } = useTranslation('email');
  const dispatch = useAppDispatch();
  const notices = useAppSelector(selectEmailNotices);
  const [moveMails] = useMoveMailsMutation();
  const dismiss = useCallback((id: number) => dispatch(noticeDismissed(id)), [dispatch]);

  const toToast = (notice: EmailNotice): ToastNotice => {
    if (notice.kind === 'failed') {
      const text = t(`notices.failed.${notice.action}`, { count: notice.count });
      return { id: notice.id, text, isFailure: true };
    }
    if (notice.kind === 'trashed') {
      const undo = () => {
        for (const [folder, ids] of byFolder(notice.mails)) {
          void moveMails({ selectedEmails: ids, mailFolder: folder });
        }
      };
      return {
        id: notice.id,
        text: t('notices.trashed', { count: notice.mails.length }),
        isFailure: false,
        action: { label: t('notices.undo'), onAction: undo },
      };
    }
    return { id: notice.id, text: t(`notices.${notice.kind}`), isFailure: false };
  };

  return (
    <NoticeToasts
      notices={notices.map(toToast)}
      dismissLabel={t('notices.dismiss')}
      onDismiss={dismiss}
      testId="email-notice"
    />
  );
}
