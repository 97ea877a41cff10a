import { useEffect, useRef, type KeyboardEvent } from 'react';
import Overlay from 'react-bootstrap/Overlay';
import { useTranslation } from 'react-i18next';
import type { EmailFolder } from '@app/common/apps/email';
import { FOLDER_VIEWS } from '../lib/folders';

export interface FolderChooserProps {
  show: boolean;
  /** The element the menu opens beside: the Move button, or the mail row for the `e` key. */
  target: HTMLElement | null;
  /** The folders offered, in order (the mails' own folder left out). */
  folders: readonly EmailFolder[];
  /** How many mails move (the menu's name says it). */
  count: number;
  id: string;
  onChoose: (folder: EmailFolder) => void;
  /** Escape, Tab or a click elsewhere: nothing moves. */
  onCancel: () => void;
}

const ICONS = new Map(FOLDER_VIEWS.map(({ value, icon }) => [value, icon]));

/**
 * The one folder menu of the mailbox: the toolbar's "Move to" and the `e` key open it. It takes
 * the focus to its first folder; arrows, Home and End move between folders, Enter moves the
 * mails, Escape or Tab closes it and gives the focus back to where it was when it opened.
 */
export function FolderChooser({
  show,
  target,
  folders,
  count,
  id,
  onChoose,
  onCancel,
}: FolderChooserProps) {
  const { t } = useTranslation('email');
  const menuRef = useRef<HTMLDivElement | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!show) return;
    returnTo.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [show]);

  const cancel = (giveFocusBack: boolean) => {
    onCancel();
    const back = returnTo.current;
    if (giveFocusBack && back?.isConnected) back.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => items[(index + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focus(at + 1);
        break;
      case 'ArrowUp':
        focus(at - 1);
        break;
      case 'Home':
        focus(0);
        break;
      case 'End':
        focus(items.length - 1);
        break;
      case 'Escape':
      case 'Tab':
        cancel(true);
        break;
      default:
        return;
    }
    // The mailbox's own keys (Escape closes the open mail) leave this key alone.
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <Overlay
      show={show && target !== null}
      target={target}
      // Popper's start is the left edge; in right-to-left the menu lines up with the right one.
      placement={document.documentElement.dir === 'rtl' ? 'bottom-end' : 'bottom-start'}
      flip
      rootClose
      onHide={() => cancel(false)}
      transition={false}
    >
      {({ ref, style }) => (
        <div
          ref={(el) => {
            menuRef.current = el;
            ref(el);
          }}
          style={style}
          id={id}
          role="menu"
          aria-label={t('chooser.title', { count })}
          className="dropdown-menu show folder-chooser"
          onKeyDown={onKeyDown}
        >
          <p className="dropdown-header" aria-hidden="true">
            {t('chooser.title', { count })}
          </p>
          {folders.map((folder) => {
            const Icon = ICONS.get(folder);
            return (
              <button
                key={folder}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="dropdown-item d-flex align-items-center gap-2"
                onClick={() => onChoose(folder)}
              >
                {Icon ? <Icon size={16} aria-hidden="true" /> : null}
                {t(`folders.${folder}`)}
              </button>
            );
          })}
        </div>
      )}
    </Overlay>
  );
}
