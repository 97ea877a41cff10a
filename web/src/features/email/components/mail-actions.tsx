import { useId, useState } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { FolderInput, MailOpen, Mail as MailIcon, Tag, Trash2 } from 'lucide-react';
import { EMAIL_LABELS, type EmailFolder, type EmailLabel } from '@app/common/apps/email';
import { LABEL_COLOR, moveTargets } from '../lib/folders';
import { FolderChooser } from './folder-chooser';

export interface MailActionsProps {
  /** The folder the mails are in now (left out of the move menu), when they share one. */
  currentFolder?: EmailFolder;
  /** Labels every one of the mails has (shown ticked). */
  activeLabels: readonly EmailLabel[];
  /** How many mails the actions act on. */
  count: number;
  /**
   * Whether those mails are unread: all, none or some. Only the mark that changes something is
   * offered: "Mark as read" when some are unread, "Mark as unread" when some are read, both only
   * for a mixed selection.
   */
  unread: 'all' | 'none' | 'some';
  /** Whether the folder menu is open (the `e` key opens it too, so the page holds this). */
  moveOpen: boolean;
  onMoveOpenChange: (open: boolean) => void;
  onMove: (folder: EmailFolder) => void;
  onToggleLabel: (label: EmailLabel) => void;
  onMarkUnread: (unread: boolean) => void;
}

/** Move, label, mark read/unread and trash, for the selection or the open mail. */
export function MailActions({
  currentFolder,
  activeLabels,
  count,
  unread,
  moveOpen,
  onMoveOpenChange,
  onMove,
  onToggleLabel,
  onMarkUnread,
}: MailActionsProps) {
  const { t } = useTranslation('email');
  const menuId = useId();
  const [moveButton, setMoveButton] = useState<HTMLButtonElement | null>(null);
  return (
    <div className="d-flex align-items-center gap-1 flex-wrap">
      <button
        ref={setMoveButton}
        type="button"
        className="btn btn-icon"
        aria-label={t('actions.move')}
        title={t('actions.move')}
        aria-haspopup="menu"
        aria-expanded={moveOpen}
        aria-controls={moveOpen ? menuId : undefined}
        aria-keyshortcuts="e"
        onClick={() => onMoveOpenChange(!moveOpen)}
      >
        <FolderInput size={18} aria-hidden="true" />
      </button>
      <FolderChooser
        id={menuId}
        show={moveOpen}
        target={moveButton}
        folders={moveTargets(currentFolder)}
        count={count}
        onChoose={(folder) => {
          onMoveOpenChange(false);
          onMove(folder);
        }}
        onCancel={() => onMoveOpenChange(false)}
      />
      <Dropdown autoClose="outside">
        <Dropdown.Toggle
          variant="icon"
          className="no-caret"
          aria-label={t('actions.labels')}
          title={t('actions.labels')}
        >
          <Tag size={18} aria-hidden="true" />
        </Dropdown.Toggle>
        <Dropdown.Menu>
          {EMAIL_LABELS.map((label) => {
            const isOn = activeLabels.includes(label);
            return (
              <Dropdown.Item
                as="button"
                key={label}
                role="menuitemcheckbox"
                aria-checked={isOn}
                onClick={() => onToggleLabel(label)}
                className="d-flex align-items-center gap-2"
              >
                <span className={`label-dot bg-${LABEL_COLOR[label]}`} aria-hidden="true" />
                <span className="flex-grow-1">{t(`labels.${label}`)}</span>
                {isOn ? <span aria-hidden="true">✓</span> : null}
              </Dropdown.Item>
            );
          })}
        </Dropdown.Menu>
      </Dropdown>
      {unread !== 'none' ? (
        <button
          type="button"
          className="btn btn-icon"
          onClick={() => onMarkUnread(false)}
          aria-label={t('actions.markRead')}
          title={t('actions.markRead')}
        >
          <MailOpen size={18} aria-hidden="true" />
        </button>
      ) : null}
      {unread !== 'all' ? (
        <button
          type="button"
          className="btn btn-icon"
          onClick={() => onMarkUnread(true)}
          aria-label={t('actions.markUnread')}
          title={t('actions.markUnread')}
        >
          <MailIcon size={18} aria-hidden="true" />
        </button>
      ) : null}
      {currentFolder !== 'trash' ? (
        <button
          type="button"
          className="btn btn-icon"
          onClick={() => onMove('trash')}
          aria-label={t('actions.trash')}
          title={t('actions.trash')}
        >
          <Trash2 size={18} aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
