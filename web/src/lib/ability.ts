import {
  Ability,
  AbilityBuilder,
  subject,
  type ForcedSubject,
  type MatchConditions,
} from '@casl/ability';
import type { Role } from './roles';

/** Anything with an optional role list: menu items, routes. */
export interface Guarded {
  permissions?: readonly Role[];
}

type PageSubject = 'Page' | (ForcedSubject<'Page'> & Guarded);
export type AppAbility = Ability<['view', PageSubject], MatchConditions>;

// Rules carry their conditions as functions, which keeps the mongo-query engine off the first paint.
const lambdaMatcher = (matchConditions: MatchConditions) => matchConditions;

/** A page is visible when it lists no roles or lists the user's role. */
export function defineAbilityFor(role: Role): AppAbility {
  const { can, build } = new AbilityBuilder<AppAbility>(Ability);
  can('view', 'Page', (page: Guarded) => !page.permissions || page.permissions.includes(role));
  return build({ conditionsMatcher: lambdaMatcher });
}

export function canView(ability: AppAbility, item: Guarded): boolean {
  const target: Guarded = item.permissions ? { permissions: [...item.permissions] } : {};
  return ability.can('view', subject('Page', target));
}
