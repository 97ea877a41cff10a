import { useParams, useSearchParams } from 'react-router';
import { SAMPLE_USER_ID_RANGE } from '@app/common/apps/users';

/**
 * The user a view or edit screen shows: `?id=` or the path's `:id`, else the first sample user.
 * Null when the address names something that is not an id.
 */
export function useUserId(): number | null {
  const { id: fromPath } = useParams();
  const [search] = useSearchParams();
  const raw = fromPath ?? search.get('id');
  if (raw === null || raw === '') return SAMPLE_USER_ID_RANGE.first;
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}
