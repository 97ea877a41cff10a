// @vitest-environment node
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { domainOfCall, domainsOfPage, MOCK_DOMAINS } from './domains';
import { handlers } from './handlers';

/** A handler's registered path as the app calls it (node registers `*${path}`). */
const pathOf = (handler: RequestHandler) =>
  String((handler.info as { path?: unknown }).path)
    .replace(/^\*/, '')
    .replace(/:id$/, '7');

describe('the mock apps', () => {
  it('load exactly the handlers of the calls they answer, and together all of them', async () => {
    const loaded = await Promise.all(
      MOCK_DOMAINS.map(async (domain) => [domain, await domain.load()] as const),
    );
    for (const [domain, list] of loaded) {
      expect(list.length).toBeGreaterThan(0);
      for (const handler of list) expect(domainOfCall(pathOf(handler))?.name).toBe(domain.name);
    }
    const all = new Set(loaded.flatMap(([, list]) => list));
    expect(handlers.filter((handler) => !all.has(handler))).toEqual([]);
  });

  it('never take the real API', () => {
    for (const path of ['/api/v1/projects', '/api/v1/email/mails', '/api/v1', '/api/health'])
      expect(domainOfCall(path)).toBeUndefined();
  });

  it("start with the page's own app and no other", () => {
    expect(domainsOfPage('/email/inbox').map((d) => d.name)).toEqual(['email']);
    expect(domainsOfPage('/calendar').map((d) => d.name)).toEqual(['calendar']);
    expect(domainsOfPage('/ecommerce-dashboard').map((d) => d.name)).toEqual(['shop']);
    expect(domainsOfPage('/emails')).toEqual([]);
    expect(domainsOfPage('/')).toEqual([]);
    expect(domainsOfPage('/about')).toEqual([]);
  });
});
