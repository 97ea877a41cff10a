import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { FolderInput, MailOpen, Mail as MailIcon, Tag, Trash2 } from 'lucide-react';
import { EMAIL_LABELS, type EmailFolder, type EmailLabel } from '@app/common/apps/email';
import { LABEL_COLOR, MOVE_TARGETS } from '../lib/folders';

export interface MailActionsProps {
  /** The folder the mails are in now (left out of the move menu), when they share one. */
  currentFolder?: EmailFolder;
  /** Labels every one of the mails has (shown ticked). */
  activeLabels: readonly EmailLabel[];
  onMove: (folder: EmailFolder) => void;
  onToggleLabel: (label: EmailLabel) => void;
  onMarkUnread: (unread: boolean) => void;
}

/** Move, label, mark read/unread and trash, for the selection or the open mail. */
export function MailActions({
  currentFolder,
  activeLabels,
  onMove,
  onToggleLabel,
  onMarkUnread,
}: MailActionsProps) {
  const { t } = useTranslation('email');
  const targets = MOVE_TARGETS.filter((folder) => folder !== currentFolder);
  return (
    <div className="d-flex align-items-center gap-1 flex-wrap">
      <Dropdown>
        <Dropdown.Toggle
          variant="icon"
          className="no-caret"
          aria-label={t('actions.move')}
          title={t('actions.move')}
        >
          <FolderInput size={18} aria-hidden="true" />
        </Dropdown.Toggle>
        <Dropdown.Menu>
          {targets.map((folder) => (
            <Dropdown.Item as="button" key={folder} onClick={() => onMove(folder)}>
              {t('actions.moveTo', { folder: t(`folders.${folder}`) })}
            </Dropdown.Item>
          ))}
        </Dropdown.Menu>
      </Dropdown>
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
      <button
        type="button"
        className="btn btn-icon"
        onClick={() => onMarkUnread(false)}
        aria-label={t('actions.markRead')}
        title={t('actions.markRead')}
      >
        <MailOpen size={18} aria-hidden="true" />
      </button>
      <button
        type="button"
        className="btn btn-icon"
        onClick={() => onMarkUnread(true)}
        aria-label={t('actions.markUnread')}
        title={t('actions.markUnread')}
      >
        <MailIcon size={18} aria-hidden="true" />
      </button>
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
