import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { AccessState } from '@/components/access-state';
import { canView } from '@/lib/ability';
import { useAbility } from '@/hooks/use-ability';
import { useAppSelector } from '@/lib/store/hooks';
import type { NavNode } from '@/types/navigation';
import { signInFirst } from './sign-in-first';

export const NOT_AUTHORIZED_PATH = '/misc/not-authorized';

/** A staff page's title and the sign-in it needs (see signInFirst). */
function SignInFirst({ node }: { node: NavNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-testid="sign-in-first">
      <h1 id={titleId} className="h3 mb-3">
        {t(node.title)}
      </h1>
      <div className="card">
        <div className="card-body">
          <AccessState status={401} />
        </div>
      </div>
    </section>
  );
}

/**
 * Sends the user to the not-authorized page when their role may not see this route, and asks a
 * visitor with no session to sign in before a staff page loads.
 */
export function RequireAbility({ node, children }: { node: NavNode; children: ReactNode }) {
  const ability = useAbility();
  // Signing in or out renders the route again (the stored session is read while drawing).
  useAppSelector((s) => s.auth?.status);
  if (!canView(ability, node)) return <Navigate to={NOT_AUTHORIZED_PATH} replace />;
  if (signInFirst(node)) return <SignInFirst node={node} />;
  return children;
}
