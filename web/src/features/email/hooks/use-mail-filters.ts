import { useParams } from 'react-router';
import type { EmailFilter } from '@app/common/apps/email';
import { isEmailFolder, isEmailLabel } from '../lib/mail-updates';
import type { EmailParams } from '../store/email-slice';

export interface MailFilters {
  params: EmailParams;
  filter: EmailFilter;
  /** False when the address names no folder or label the app has. */
  isKnown: boolean;
}

/** The folder or label of the address (/email/:folder, /email/label/:label). */
export function useMailFilters(): MailFilters {
  const { folder, label } = useParams();
  if (label !== undefined) {
    return isEmailLabel(label)
      ? { params: { label }, filter: label, isKnown: true }
      : { params: { folder: 'inbox' }, filter: 'inbox', isKnown: false };
  }
  const name = folder ?? 'inbox';
  if (name === 'starred' || isEmailFolder(name)) {
    return { params: { folder: name }, filter: name, isKnown: true };
  }
  return { params: { folder: 'inbox' }, filter: 'inbox', isKnown: false };
}
