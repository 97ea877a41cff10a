import { describe, expect, it } from 'vitest';
import { routePatterns } from '../src/app/navigation/route-patterns';
import { routeList } from './route-list';

describe('routeList', () => {
  it('lists the registry’s routes, the project page among them', () => {
    const { routes } = routeList(routePatterns());
    expect(routes).toContain('/');
    expect(routes).toContain('/about');
    expect(routes).toContain('/projects/:code');
    expect(routes).not.toContain('/api/docs');
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('refuses a list that is not paths or has no front page', () => {
    expect(() => routeList(['/', 'about'])).toThrow(/not a path/);
    expect(() => routeList(['/about'])).toThrow(/no "\/" route/);
  });
});
