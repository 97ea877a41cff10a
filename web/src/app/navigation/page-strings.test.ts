import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18next } from '@/i18n';
import { authSection } from '@/features/auth/routes';
import { miscSection } from '@/catalogue/misc/section';
import { routeNodes } from './tree';

afterEach(() => {
  vi.restoreAllMocks();
});

// A page whose first render needs strings beyond the shell's asks for them with its code, not
// once its code has run (one round trip instead of two on a first visit).
describe.each([
  { section: authSection, namespace: 'auth' },
  { section: miscSection, namespace: 'shell' },
])('the $section.id pages', ({ section, namespace }) => {
  it.each(routeNodes([section]).map((node) => [node.navLink, node] as const))(
    '%s asks for its strings together with its code',
    async (_path, node) => {
      const load = vi.spyOn(i18next, 'loadNamespaces');
      const page = node.page?.();
      // Asked for before the page's module has arrived.
      expect(load).toHaveBeenCalledWith([namespace]);
      await expect(page).resolves.toHaveProperty('default');
    },
  );
});
