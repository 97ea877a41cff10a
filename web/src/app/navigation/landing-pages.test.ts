import { describe, expect, it } from 'vitest';
import { LANDING_PAGES } from './landing-pages';
import { registry } from './registry';
import { routeNodes } from './tree';

describe('landing pages', () => {
  it.each(LANDING_PAGES)(
    '$path is a registry route whose lazy page is $module',
    ({ path, module, namespaces }) => {
      const node = routeNodes(registry).find((n) => n.navLink === path);
      expect(node, path).toBeDefined();
      const name =
        module
          .split('/')
          .at(-1)
          ?.replace(/\.tsx?$/, '') ?? '';
      // The loader imports that module (its source names it: `import('./home-page')`).
      expect(String(node?.page)).toContain(`/${name}`);
      // ...with the namespaces the build preloads for it, neither more nor fewer.
      const loaded = /\[([^\]]*)\]\s*\)\s*$/.exec(String(node?.page).trim())?.[1] ?? '';
      const names = [...loaded.matchAll(/["'`]([\w-]+)["'`]/g)].map((m) => m[1]);
      expect(names.sort()).toEqual([...namespaces].sort());
    },
  );
});
