import type { Role } from './roles';

/** Anything with an optional role list: menu items, routes. */
export interface Guarded {
  permissions?: readonly Role[];
}

/** What the current role may open: the role is the whole rule (menus, route guard, preloads). */
export interface AppAbility {
  readonly role: Role;
}

export const defineAbilityFor = (role: Role): AppAbility => ({ role });

/** A page is visible when it lists no roles or lists the user's role. */
export function canView({ role }: AppAbility, item: Guarded): boolean {
  return !item.permissions || item.permissions.includes(role);
}
