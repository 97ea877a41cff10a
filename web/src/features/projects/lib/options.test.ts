import { describe, expect, it } from 'vitest';
import {
  PROJECTS_PAGE_LIMIT_DEFAULT,
  PROJECTS_PAGE_LIMIT_MAX,
} from '@app/common/project-constants';
import { PAGE_SIZES } from './options';

describe('the page sizes offered', () => {
  it('stay within the API limit and include its default', () => {
    expect(Math.max(...PAGE_SIZES)).toBeLessThanOrEqual(PROJECTS_PAGE_LIMIT_MAX);
    expect(PAGE_SIZES).toContain(PROJECTS_PAGE_LIMIT_DEFAULT);
  });
});
