import { useCallback } from 'react';
import type { EmailFilter, EmailFolder, EmailLabel, Mail } from '@app/common/apps/email';
import { useAppDispatch } from '@/lib/store/hooks';
import {
  useMarkUnreadMutation,
  useMoveMailsMutation,
  useSetLabelsMutation,
  useSetStarredMutation,
} from '../api/email-api';
import { cursorAfterMove, focusRow } from '../lib/mail-focus';
import { mailsTrashed } from '../store/email-actions';
import { mailOpened } from '../store/email-slice';

interface MailCommandsOptions {
  /** The list's mails as the server sent them (before the search narrowed them). */
  mails: readonly Mail[] | undefined;
  /** The mails listed. */
  listed: readonly Mail[];
  filter: EmailFilter;
  /** What the label and read marks act on: the open mail, else the selection. */
  targets: number[];
  isMailOpen: boolean;
  /** Puts the keyboard's cursor on a mail. */
  onCursor: (id: number) => void;
}

/** What the page does to mails: star, move (keeping the keyboard in the list), label, mark. */
export function useMailCommands({
  mails,
  listed,
  filter,
  targets,
  isMailOpen,
  onCursor,
}: MailCommandsOptions) {
  const dispatch = useAppDispatch();
  const [setStarred] = useSetStarredMutation();
  const [moveMails] = useMoveMailsMutation();
  const [markUnread] = useMarkUnreadMutation();
  const [setLabels] = useSetLabelsMutation();

  const toggleStar = useCallback((id: number) => void setStarred({ mailId: id }), [setStarred]);

  /**
   * Moves mails and keeps the keyboard in the list: the cursor goes on to the next mail that
   * stays (or back to the one moved, when it stays in this list).
   */
  const moveAway = (folder: EmailFolder, ids: number[]) => {
    if (ids.length === 0) return;
    const next = cursorAfterMove(listed, ids, folder, filter);
    void moveMails({ selectedEmails: ids, mailFolder: folder });
    if (folder === 'trash') {
      const trashed = (mails ?? listed)
        .filter((mail) => ids.includes(mail.id) && mail.mailFolder !== 'trash')
        .map((mail) => ({ id: mail.id, from: mail.mailFolder }));
      if (trashed.length > 0) dispatch(mailsTrashed(trashed));
    }
    if (!next) return;
    onCursor(next.id);
    // After the list has shown the change (and the reading pane, if open, has closed).
    requestAnimationFrame(() => requestAnimationFrame(() => focusRow(next.id)));
  };

  const toggleLabel = (label: EmailLabel) => {
    if (targets.length > 0) void setLabels({ emailIds: targets, label });
  };

  const setUnreadFlag = (unread: boolean) => {
    if (targets.length === 0) return;
    void markUnread({ emailIds: targets, unreadFlag: unread });
    if (isMailOpen && unread) dispatch(mailOpened(null));
  };

  /** Opening a mail marks it read. */
  const markRead = useCallback(
    (mail: Mail) => {
      if (mail.unread) void markUnread({ emailIds: [mail.id], unreadFlag: false });
    },
    [markUnread],
  );

  return { toggleStar, moveAway, toggleLabel, setUnreadFlag, markRead };
}
