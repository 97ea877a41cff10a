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
