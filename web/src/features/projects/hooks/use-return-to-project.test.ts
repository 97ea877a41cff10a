import { afterEach, describe, expect, it } from 'vitest';
import { openedProject, rememberOpenedProject } from './use-return-to-project';

describe('the project opened from a history entry', () => {
  afterEach(() => window.history.replaceState(null, ''));

  it('is written into the current entry, keeping what the router keeps there', () => {
    window.history.replaceState({ usr: null, key: 'abc', idx: 3 }, '');
    rememberOpenedProject('MKN/2023/017');
    expect(window.history.state).toEqual({
      usr: null,
      key: 'abc',
      idx: 3,
      openedProject: 'MKN/2023/017',
    });
    expect(openedProject(window.history.state)).toBe('MKN/2023/017');
  });

  it('is none for an entry without one, or with something else there', () => {
    expect(openedProject(null)).toBeNull();
    expect(openedProject({ key: 'abc' })).toBeNull();
    expect(openedProject({ openedProject: 42 })).toBeNull();
  });
});
