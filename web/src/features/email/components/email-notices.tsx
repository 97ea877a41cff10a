import { useEffect, useState } from 'react';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useTranslation } from 'react-i18next';
import type { EmailFolder } from '@app/common/apps/email';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useMoveMailsMutation } from '../api/email-api';
import { noticeDismissed, selectEmailNotices, type EmailNotice } from '../store/email-slice';

const NOTICE_MS = 6000;
/** A notice with an Undo button stays longer, and not at all while the pointer or focus is on it. */
const UNDO_NOTICE_MS = 10_000;

/** The trashed mails grouped by the folder each came from. */
function byFolder(mails: readonly { id: number; from: EmailFolder }[]) {
  const groups = new Map<EmailFolder, number[]>();
  for (const mail of mails) groups.set(mail.from, [...(groups.get(mail.from) ?? []), mail.id]);
  return [...groups];
}

function NoticeToast({ notice }: { notice: EmailNotice }) {
  const { t } = useTranslation('email');
  const dispatch = useAppDispatch();
  const [moveMails] = useMoveMailsMutation();
  const [isHeld, setHeld] = useState(false);
  const dismiss = () => dispatch(noticeDismissed(notice.id));
  const canUndo = notice.kind === 'trashed';
  useEffect(() => {
    if (isHeld) return undefined;
    const timer = window.setTimeout(
      () => dispatch(noticeDismissed(notice.id)),
      canUndo ? UNDO_NOTICE_MS : NOTICE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [dispatch, notice.id, canUndo, isHeld]);
  const isFailure = notice.kind === 'failed';
  let text: string;
  if (notice.kind === 'failed')
    text = t(`notices.failed.${notice.action}`, { count: notice.count });
  else if (notice.kind === 'trashed') text = t('notices.trashed', { count: notice.mails.length });
  else text = t(`notices.${notice.kind}`);
  const undo = () => {
    if (notice.kind !== 'trashed') return;
    for (const [folder, ids] of byFolder(notice.mails)) {
      void moveMails({ selectedEmails: ids, mailFolder: folder });
    }
    dismiss();
  };
  return (
    // A plain toast box: the live regions around it announce it (Bootstrap's Toast would make
    // each one an assertive alert of its own).
    <div
      className={`toast show ${isFailure ? 'border-danger' : 'border-success'}`}
      data-testid="email-notice"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <div className="d-flex align-items-center">
        <div className="toast-body flex-grow-1">{text}</div>
        {canUndo ? (
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={undo}>
            {t('notices.undo')}
          </button>
        ) : null}
        <button
          type="button"
          className="btn-close m-2"
          aria-label={t('notices.dismiss')}
          onClick={dismiss}
        />
      </div>
    </div>
  );
}

/**
 * Messages about refused changes (already put back), mails sent and mails trashed (with Undo).
 * The live regions are always on the page, so a screen reader hears each message as it comes.
 */
export function EmailNotices() {
  const notices = useAppSelector(selectEmailNotices);
  const failures = notices.filter((notice) => notice.kind === 'failed');
  const others = notices.filter((notice) => notice.kind !== 'failed');
  return (
    <ToastContainer position="bottom-end" className="p-3 position-fixed" containerPosition="fixed">
      <div role="alert" aria-live="assertive" className="d-flex flex-column gap-2">
        {failures.map((notice) => (
          <NoticeToast key={notice.id} notice={notice} />
        ))}
      </div>
      <div role="status" aria-live="polite" className="d-flex flex-column gap-2">
        {others.map((notice) => (
          <NoticeToast key={notice.id} notice={notice} />
        ))}
      </div>
    </ToastContainer>
  );
}
