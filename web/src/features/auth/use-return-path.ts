import { useSearchParams } from 'react-router';
import { safeReturnPath } from './oidc-config';
import { LOGIN_PATH } from '@/config/paths';

/** Where to go after signing in: `?redirect=` when it is a path of this portal, else Home. */
export function useReturnPath(): string {
  const [params] = useSearchParams();
  const target = safeReturnPath(params.get('redirect'));
  return target.startsWith(LOGIN_PATH) ? '/' : target;
}
