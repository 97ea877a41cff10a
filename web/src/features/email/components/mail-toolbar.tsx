import { useTranslation } from 'react-i18next';
import { RotateCw } from 'lucide-react';
import type { EmailFolder, EmailLabel, Mail } from '@app/common/apps/email';
import { useAppDispatch } from '@/lib/store/hooks';
import { allMailsSelected, selectionCleared } from '../store/email-slice';
import { MailActions } from './mail-actions';

const LABELS = ['personal', 'company', 'important', 'private'] as const;

interface MailToolbarProps {
  /** The mails listed (after the search). */
  mails: readonly Mail[];
  /** The selected mails that are listed. */
  selectedIds: readonly number[];
  /** The folder the list shows (none for starred mails or a label). */
  currentFolder?: EmailFolder;
  isLoading: boolean;
  isFetching: boolean;
  /** Whether the selection's folder menu is open (the `e` key opens it too). */
  moveOpen: boolean;
  onMoveOpenChange: (open: boolean) => void;
  onMove: (folder: EmailFolder) => void;
  onToggleLabel: (label: EmailLabel) => void;
  onMarkUnread: (unread: boolean) => void;
  onRefresh: () => void;
}

/** Above the list: select all, then the selection's actions (or the mail count) and refresh. */
export function MailToolbar({
  mails,
  selectedIds,
  currentFolder,
  isLoading,
  isFetching,
  moveOpen,
  onMoveOpenChange,
  onMove,
  onToggleLabel,
  onMarkUnread,
  onRefresh,
}: MailToolbarProps) {
  const { t } = useTranslation('email');
  const dispatch = useAppDispatch();
  const visibleIds = mails.map((mail) => mail.id);
  const allSelected = visibleIds.length > 0 && selectedIds.length === visibleIds.length;
  const someSelected = selectedIds.length > 0 && !allSelected;
  const selectedMails = mails.filter((mail) => selectedIds.includes(mail.id));
  const commonLabels = LABELS.filter(
    (label) =>
      selectedMails.length > 0 && selectedMails.every((mail) => mail.labels.includes(label)),
  );
  const unreadCount = selectedMails.filter((mail) => mail.unread).length;
  const selectionUnread =
    unreadCount === 0 ? 'none' : unreadCount === selectedMails.length ? 'all' : 'some';

  return (
    <div className="email-toolbar">
      <input
        type="checkbox"
        className="form-check-input mt-0"
        checked={allSelected}
        ref={(el) => {
          if (el) el.indeterminate = someSelected;
        }}
        disabled={visibleIds.length === 0}
        onChange={() => dispatch(allSelected ? selectionCleared() : allMailsSelected(visibleIds))}
        aria-label={allSelected ? t('list.selectNone') : t('list.selectAll')}
      />
      {selectedIds.length > 0 ? (
        <>
          <span className="small text-body-secondary" aria-live="polite">
            {t('list.selectedCount', { count: selectedIds.length })}
          </span>
          <MailActions
            currentFolder={currentFolder}
            activeLabels={commonLabels}
            count={selectedIds.length}
            unread={selectionUnread}
            moveOpen={moveOpen}
            onMoveOpenChange={onMoveOpenChange}
            onMove={onMove}
            onToggleLabel={onToggleLabel}
            onMarkUnread={onMarkUnread}
          />
        </>
      ) : isLoading ? (
        <span className="placeholder col-2 rounded" aria-hidden="true" />
      ) : (
        <span className="small text-body-secondary">
          {t('list.count', { count: mails.length })}
        </span>
      )}
      <button
        type="button"
        className="btn btn-icon ms-auto"
        onClick={onRefresh}
        aria-label={t('list.refresh')}
        title={t('list.refresh')}
        disabled={isFetching}
      >
        <RotateCw size={18} aria-hidden="true" />
      </button>
    </div>
  );
}
