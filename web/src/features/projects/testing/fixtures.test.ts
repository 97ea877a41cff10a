import { describe, expect, it } from 'vitest';
import {
  boundariesSchema,
  metaSchema,
  projectDetailSchema,
  projectsPageSchema,
  projectsSummarySchema,
} from '@app/common/projects';
import { boundaries, meta, projectDetail, projectsPage, summary } from './fixtures';

describe('test fixtures', () => {
  it('follow the API contract', () => {
    expect(metaSchema.parse(meta)).toEqual(meta);
    expect(projectsPageSchema.parse(projectsPage())).toEqual(projectsPage());
    expect(projectsSummarySchema.parse(summary())).toEqual(summary());
    expect(boundariesSchema.parse(boundaries)).toEqual(boundaries);
    expect(projectDetailSchema.parse(projectDetail())).toEqual(projectDetail());
  });
});
