import { describe, expect, it } from 'vitest';
import {
  needsStalledReason,
  paidLimit,
  planProjectEdit,
  readingDateProblem,
  type ProjectEditBasis,
} from './project-edit-rules.ts';

const TODAY = '2025-06-30';
const ongoing: ProjectEditBasis = {
  state: 'ongoing',
  stalledReason: null,
  budget: 2_850_000,
  contractSum: 2_790_000,
};
const stalled: ProjectEditBasis = { ...ongoing, state: 'stalled', stalledReason: 'Rain' };

describe('project edit rules', () => {
  it('a stalled project needs a reason that is not blank', () => {
    expect(needsStalledReason('stalled', null)).toBe(true);
    expect(needsStalledReason('stalled', '  ')).toBe(true);
    expect(needsStalledReason('stalled', 'No funds')).toBe(false);
    expect(needsStalledReason('ongoing', null)).toBe(false);
  });

  it('a reading is dated on a real day from 1990 up to today', () => {
    expect(readingDateProblem('2025-06-30', TODAY)).toBeNull();
    expect(readingDateProblem('1990-01-01', TODAY)).toBeNull();
    expect(readingDateProblem('1989-12-31', TODAY)).toBe('invalid');
    expect(readingDateProblem('2025-02-30', TODAY)).toBe('invalid');
    expect(readingDateProblem('30/06/2025', TODAY)).toBe('invalid');
    expect(readingDateProblem('2025-07-01', TODAY)).toBe('future');
  });

  it('the amount paid is capped by the contract sum, or the budget before award', () => {
    expect(paidLimit(ongoing)).toEqual({ limit: 2_790_000, basis: 'contract sum' });
    expect(paidLimit({ budget: 100, contractSum: null })).toEqual({ limit: 100, basis: 'budget' });
  });

  it('plans the change a valid request asks for', () => {
    expect(
      planProjectEdit({ state: 'stalled', stalledReason: 'No funds' }, ongoing, TODAY),
    ).toEqual({ change: { state: 'stalled', stalledReason: 'No funds' } });
    // A stalled project keeps its reason; leaving the state clears it.
    expect(planProjectEdit({ paid: 5 }, stalled, TODAY)).toEqual({ change: { paid: 5 } });
    expect(planProjectEdit({ state: 'ongoing' }, stalled, TODAY)).toEqual({
      change: { state: 'ongoing', stalledReason: null },
    });
    // A reading without a date is dated today; an empty note is no note.
    expect(planProjectEdit({ progress: { percent: 40, note: '' } }, ongoing, TODAY)).toEqual({
      change: { progress: { percent: 40, date: TODAY, note: null } },
    });
    expect(planProjectEdit({ paid: 2_790_000 }, ongoing, TODAY)).toEqual({
      change: { paid: 2_790_000 },
    });
  });

  it('names the field and the rule a request breaks', () => {
    const problem = (request: Parameters<typeof planProjectEdit>[0], p = ongoing) => {
      const plan = planProjectEdit(request, p, TODAY);
      return 'problem' in plan ? plan.problem : null;
    };
    expect(problem({ state: 'stalled' })).toEqual({
      field: 'stalledReason',
      message: 'is required when the state is stalled',
    });
    expect(problem({ stalledReason: 'Rain' })?.message).toBe(
      'is kept only for a stalled project (this one is ongoing)',
    );
    expect(problem({ progress: { percent: 5, date: '2025-02-30' } })).toEqual({
      field: 'progress',
      message: 'date "2025-02-30" is not a valid date',
    });
    expect(problem({ progress: { percent: 5, date: '2025-07-01' } })?.message).toBe(
      'date 2025-07-01 is in the future',
    );
    expect(problem({ paid: 2_790_001 })).toEqual({
      field: 'paid',
      message: 'KES 2,790,001 is more than the contract sum of KES 2,790,000',
    });
    expect(problem({ paid: 101 }, { ...ongoing, budget: 100, contractSum: null })?.message).toBe(
      'KES 101 is more than the budget of KES 100',
    );
  });
});
