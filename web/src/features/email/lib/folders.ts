import { Info, Mail, PencilLine, Send, Star, Trash2, type LucideIcon } from 'lucide-react';
import { EMAIL_TAGS, type EmailFolder, type EmailLabel } from '@app/common/apps/email';

export type FolderView = EmailFolder | 'starred';

/** The sidebar's folders in order, with their icons. */
export const FOLDER_VIEWS: readonly { value: FolderView; icon: LucideIcon }[] = [
  { value: 'inbox', icon: Mail },
  { value: 'sent', icon: Send },
  { value: 'draft', icon: PencilLine },
  { value: 'starred', icon: Star },
  { value: 'spam', icon: Info },
  { value: 'trash', icon: Trash2 },
];

/** Folders a mail can be moved to, in menu order. */
export const MOVE_TARGETS: readonly EmailFolder[] = ['inbox', 'spam', 'trash'];

/** The folder the `e` key sends mails to (there is no archive folder in the mailbox). */
export const ARCHIVE_FOLDER: EmailFolder = 'trash';

export const LABEL_COLOR: Record<EmailLabel, string> = Object.fromEntries(
  EMAIL_TAGS.map((tag) => [tag.value, tag.color]),
) as Record<EmailLabel, string>;

export const folderPath = (folder: FolderView): string => `/email/${folder}`;
export const labelPath = (label: EmailLabel): string => `/email/label/${label}`;
