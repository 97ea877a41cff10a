import { useEffect, useState } from 'react';
import ToastContainer from 'react-bootstrap/ToastContainer';

const NOTICE_MS = 6000;
/** A notice with an action (such as Undo) stays longer. */
const ACTION_NOTICE_MS = 10_000;

export interface ToastNotice {
  id: number;
  text: string;
  /** A refused change (red, announced at once); otherwise news such as "Sent" (green). */
  isFailure: boolean;
  /** A button on the notice, such as Undo; the notice closes when it is pressed. */
  action?: { label: string; onAction: () => void };
}

interface NoticeToastsProps {
  notices: readonly ToastNotice[];
  /** The close button's name. */
  dismissLabel: string;
  onDismiss: (id: number) => void;
  /** Test id of each notice. */
  testId?: string;
}

function NoticeToast({
  notice,
  dismissLabel,
  onDismiss,
  testId,
}: { notice: ToastNotice } & Omit<NoticeToastsProps, 'notices'>) {
  const [isHeld, setHeld] = useState(false);
  const { id, action } = notice;
  const hasAction = action !== undefined;
  useEffect(() => {
    if (isHeld) return undefined;
    const timer = window.setTimeout(() => onDismiss(id), hasAction ? ACTION_NOTICE_MS : NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [onDismiss, id, hasAction, isHeld]);
  return (
    // A plain toast box: the live regions around it announce it (Bootstrap's Toast would make
    // each one an assertive alert of its own).
    <div
      className={`toast show ${notice.isFailure ? 'border-danger' : 'border-success'}`}
      data-testid={testId}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false);
      }}
    >
      <div className="d-flex align-items-center">
        <div className="toast-body flex-grow-1">{notice.text}</div>
        {action ? (
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={() => {
              action.onAction();
              onDismiss(id);
            }}
          >
            {action.label}
          </button>
        ) : null}
        <button
          type="button"
          className="btn-close m-2"
          aria-label={dismissLabel}
          onClick={() => onDismiss(id)}
        />
      </div>
    </div>
  );
}

/**
 * Short notices at the bottom corner: refused changes (already put back) and news such as a
 * mail sent. Each closes itself after a while, but not while the pointer or focus is on it. The
 * live regions are always on the page, so a screen reader hears each notice as it comes:
 * failures at once, news politely.
 */
export function NoticeToasts({ notices, ...rest }: NoticeToastsProps) {
  const failures = notices.filter((notice) => notice.isFailure);
  const others = notices.filter((notice) => !notice.isFailure);
  return (
    <ToastContainer position="bottom-end" className="p-3 position-fixed" containerPosition="fixed">
      <div role="alert" aria-live="assertive" className="d-flex flex-column gap-2">
        {failures.map((notice) => (
          <NoticeToast key={notice.id} notice={notice} {...rest} />
        ))}
      </div>
      <div role="status" aria-live="polite" className="d-flex flex-column gap-2">
        {others.map((notice) => (
          <NoticeToast key={notice.id} notice={notice} {...rest} />
        ))}
      </div>
    </ToastContainer>
  );
}
