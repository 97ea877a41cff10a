import { describe, expect, it } from 'vitest';
import { matchRoutePath } from './route-path';

describe('matchRoutePath', () => {
  it('matches fixed segments and parameters', () => {
    expect(matchRoutePath('/', '/')).toBe(true);
    expect(matchRoutePath('/about', '/about')).toBe(true);
    expect(matchRoutePath('/about', '/about/')).toBe(true);
    expect(matchRoutePath('/projects/:code', '/projects/MKN-2023-00001')).toBe(true);
  });

  it('refuses other paths', () => {
    expect(matchRoutePath('/', '/analytics')).toBe(false);
    expect(matchRoutePath('/projects/:code', '/projects')).toBe(false);
    expect(matchRoutePath('/projects/:code', '/projects/a/b')).toBe(false);
    expect(matchRoutePath('/about', '/abut')).toBe(false);
  });
});
