import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { canView } from '@/lib/ability';
import { useAbility } from '@/hooks/use-ability';
import type { NavNode } from '@/types/navigation';

export const NOT_AUTHORIZED_PATH = '/misc/not-authorized';

/** Sends the user to the not-authorized page when their role may not see this route. */
export function RequireAbility({ node, children }: { node: NavNode; children: ReactNode }) {
  const ability = useAbility();
  if (!canView(ability, node)) return <Navigate to={NOT_AUTHORIZED_PATH} replace />;
  return children;
}
