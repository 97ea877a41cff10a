import { createMongoAbility, subject, type ForcedSubject } from '@casl/ability';
import { describe, expect, it } from 'vitest';
import { canView, defineAbilityFor } from './ability';

describe('abilities', () => {
  const admin = defineAbilityFor('admin');
  const editor = defineAbilityFor('editor');

  it('lets admin and editor see Home', () => {
    const home = { permissions: ['admin', 'editor'] as const };
    expect(canView(admin, home)).toBe(true);
    expect(canView(editor, home)).toBe(true);
  });

  it('keeps Analytics for admins only', () => {
    const analytics = { permissions: ['admin'] as const };
    expect(canView(admin, analytics)).toBe(true);
    expect(canView(editor, analytics)).toBe(false);
  });

  it('shows an item without permissions to everyone', () => {
    expect(canView(admin, {})).toBe(true);
    expect(canView(editor, {})).toBe(true);
  });

  it('hides an item with an empty role list from everyone', () => {
    expect(canView(admin, { permissions: [] })).toBe(false);
  });
});

describe('the mongo-query engine', () => {
  it('is left out: mongo-style conditions say what to use instead', () => {
    const ability = createMongoAbility<['view', ForcedSubject<'Page'> & { id: number }]>([
      { action: 'view', subject: 'Page', conditions: { id: 1 } },
    ]);
    expect(() => ability.can('view', subject('Page', { id: 1 }))).toThrow(/function conditions/);
  });
});
