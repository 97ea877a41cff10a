import { useMemo } from 'react';
import { defineAbilityFor, type AppAbility } from '@/lib/ability';
import { useAppSelector } from '@/lib/store/hooks';
import { DEFAULT_ROLE } from '@/lib/roles';

/** What the current role (auth state's userRole) may open. */
export function useAbility(): AppAbility {
  const role = useAppSelector((s) => s.auth?.userRole ?? DEFAULT_ROLE);
  return useMemo(() => defineAbilityFor(role), [role]);
}
