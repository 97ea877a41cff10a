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

/**
 * Folders a mail can be moved to, in menu order. Sent and drafts are left out: a mail lands in
 * them by being sent or saved from the composer, never by a move.
 */
export const MOVE_TARGETS: readonly EmailFolder[] = ['inbox', 'spam', 'trash'];

/** The folders offered for mails now in `current` (all of them when the mails' folders differ). */
export const moveTargets = (current: EmailFolder | undefined): EmailFolder[] =>
  MOVE_TARGETS.filter((folder) => folder !== current);

export const LABEL_COLOR: Record<EmailLabel, string> = Object.fromEntries(
  EMAIL_TAGS.map((tag) => [tag.value, tag.color]),
) as Record<EmailLabel, string>;

export const folderPath = (folder: FolderView): string => `/email/${folder}`;
export const labelPath = (label: EmailLabel): string => `/email/label/${label}`;
