import { describe, expect, it } from 'vitest';
import { isSamplePath, portalPageIds } from './portal-pages';

describe('portal pages and demonstrations', () => {
  it('counts the usage figures among the portal’s own pages', () => {
    expect(portalPageIds()).toEqual(expect.arrayContaining(['home', 'about-data', 'analytics']));
    expect(isSamplePath('/analytics')).toBe(false);
    expect(isSamplePath('/')).toBe(false);
    expect(isSamplePath('/projects/MKN-2018-00002')).toBe(false);
  });

  it('marks the sample apps, their dashboard and the catalogue as demonstrations', () => {
    expect(portalPageIds()).not.toContain('ecommerce-dashboard');
    for (const path of ['/ecommerce-dashboard', '/email/inbox', '/chat', '/components/alerts']) {
      expect(isSamplePath(path), path).toBe(true);
    }
  });
});
