import { describe, expect, it } from 'vitest';
import type { ProjectDetail } from '@app/common/projects';
import {
  editFieldOf,
  initialEditValues,
  projectEditSchema,
  validateProjectEdit,
  type ProjectEditValues,
} from './project-edit';
import { TEST_PROJECT } from './test-project';

const project = TEST_PROJECT;

const TODAY = '2025-06-30';
const check = (changes: Partial<ProjectEditValues>, p: ProjectDetail = project) =>
  validateProjectEdit({ ...initialEditValues(p), ...changes }, p, TODAY);

describe('project edit validation', () => {
  it('sends nothing when nothing changed', () => {
    expect(check({})).toEqual({ errors: {}, patch: {} });
  });

  it('requires a reason for a stalled project and sends it with the state', () => {
    expect(check({ state: 'stalled' }).errors).toEqual({ stalledReason: 'reasonRequired' });
    expect(check({ state: 'stalled', stalledReason: '   ' }).errors.stalledReason).toBe(
      'reasonRequired',
    );
    expect(check({ state: 'stalled', stalledReason: ' No funds ' })).toEqual({
      errors: {},
      patch: { state: 'stalled', stalledReason: 'No funds' },
    });
    expect(check({ state: 'stalled', stalledReason: 'x'.repeat(501) }).errors.stalledReason).toBe(
      'reasonTooLong',
    );
  });

  it('sends a changed reason of a stalled project with its state', () => {
    const stalled = { ...project, state: 'stalled', stalledReason: 'Rain' } as ProjectDetail;
    expect(check({ stalledReason: 'Rain and no funds' }, stalled).patch).toEqual({
      state: 'stalled',
      stalledReason: 'Rain and no funds',
    });
    // Leaving the stalled state needs no reason.
    expect(check({ state: 'completed', stalledReason: '' }, stalled)).toEqual({
      errors: {},
      patch: { state: 'completed' },
    });
  });

  it('refuses a state that is not one of the contract', () => {
    expect(check({ state: 'finished' }).errors.state).toBe('state');
  });

  it('checks a progress reading: percent 0-100, a real date not in the future nor before the last', () => {
    expect(check({ note: 'site visit' }).errors.percent).toBe('percentRequired');
    expect(check({ percent: '101' }).errors.percent).toBe('percentRange');
    expect(check({ percent: '-1' }).errors.percent).toBe('percentRange');
    expect(check({ percent: 'abc' }).errors.percent).toBe('percentRange');
    expect(check({ percent: '60', date: '2025-02-30' }).errors.date).toBe('date');
    expect(check({ percent: '60', date: '2025-07-01' }).errors.date).toBe('dateFuture');
    expect(check({ percent: '60', date: '2025-01-01' }).errors.date).toBe('dateBeforeLast');
    expect(check({ percent: '60', date: '2025-06-01', note: ' roof on ' })).toEqual({
      errors: {},
      patch: { progress: { percent: 60, date: '2025-06-01', note: 'roof on' } },
    });
    expect(check({ percent: '62.5' }).errors.percent).toBe('percentRange');
    expect(check({ percent: '62' }).patch).toEqual({ progress: { percent: 62 } });
  });

  it('takes the amount paid in whole shillings, thousands separators allowed', () => {
    expect(check({ paid: '' }).errors.paid).toBe('paidRequired');
    expect(check({ paid: '12.5' }).errors.paid).toBe('paidWhole');
    expect(check({ paid: '1O00' }).errors.paid).toBe('paidWhole');
    expect(check({ paid: '-5' }).errors.paid).toBe('paidNegative');
    expect(check({ paid: '1000000000000' }).errors.paid).toBe('paidTooLarge');
    expect(check({ paid: '1,500,000' })).toEqual({ errors: {}, patch: { paid: 1_500_000 } });
    expect(check({ paid: '1 200 000' }).patch).toEqual({});
    // At most the contract sum, or the budget before award.
    expect(check({ paid: '2,790,001' }).errors.paid).toBe('paidAboveLimit');
    const unawarded = { ...project, contractSum: null } as ProjectDetail;
    expect(check({ paid: '2,850,000' }, unawarded).patch).toEqual({ paid: 2_850_000 });
    expect(check({ paid: '2,850,001' }, unawarded).errors.paid).toBe('paidAboveLimit');
  });
});

describe('project edit form schema', () => {
  const parse = (changes: Partial<ProjectEditValues>) =>
    projectEditSchema(project, TODAY).safeParse({ ...initialEditValues(project), ...changes });

  it('passes the values when the rules do', () => {
    expect(parse({ paid: '1,500,000' }).success).toBe(true);
  });

  it('puts each broken rule on its field as an edit.errors key', () => {
    const result = parse({ state: 'stalled', percent: '60', date: '2025-07-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['stalledReason', 'edit.errors.reasonRequired'],
      ['date', 'edit.errors.dateFuture'],
    ]);
  });

  it("finds the field of the server's 400", () => {
    expect(editFieldOf('stalledReason', 'is required when the state is stalled')).toBe(
      'stalledReason',
    );
    expect(editFieldOf('paid', 'KES 3 is more than the contract sum')).toBe('paid');
    expect(editFieldOf('progress', 'date 2031-01-01 is in the future')).toBe('date');
    expect(editFieldOf('progress', 'percent must be <= 100')).toBe('percent');
    expect(editFieldOf('request', 'body is not JSON')).toBeNull();
    expect(editFieldOf(undefined, 'x')).toBeNull();
  });
});
