import { createMongoAbility, subject, type ForcedSubject, type MongoAbility } from '@casl/ability';
import type { Role } from './roles';

/** Anything with an optional role list: menu items, routes. */
export interface Guarded {
  permissions?: readonly Role[];
}

type PageSubject = 'Page' | (ForcedSubject<'Page'> & { permissions?: Role[] });
export type AppAbility = MongoAbility<['view', PageSubject]>;

/** A page is visible when it lists no roles or lists the user's role. */
export function defineAbilityFor(role: Role): AppAbility {
  return createMongoAbility<AppAbility>([
    { action: 'view', subject: 'Page', conditions: { permissions: { $exists: false } } },
    { action: 'view', subject: 'Page', conditions: { permissions: { $in: [role] } } },
  ]);
}

export function canView(ability: AppAbility, item: Guarded): boolean {
  const target = item.permissions ? { permissions: [...item.permissions] } : {};
  return ability.can('view', subject('Page', target));
}
