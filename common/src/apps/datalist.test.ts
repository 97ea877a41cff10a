import { describe, expect, it } from 'vitest';
import {
  addProductBodySchema,
  deleteSelectedBodySchema,
  derivePopularity,
  popularityColor,
  totalPagesFor,
} from './datalist';

describe('derivePopularity', () => {
  it.each([
    [75, 75, 'success'],
    [100, 100, 'success'],
    [74.99, 74.99, 'primary'],
    [55, 55, 'primary'],
    [54.99, 54.99, 'warning'],
    [35, 35, 'warning'],
    [34.99, 34.99, 'danger'],
    [0, 0, 'danger'],
    ['80', 80, 'success'],
    [' 40 ', 40, 'warning'],
  ])('%s gives %s and %s', (input, popValue, color) => {
    expect(derivePopularity(input)).toEqual({ popValue, color });
  });

  it.each([
    [-1],
    [-0.01],
    ['abc'],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [''],
    [null],
    [undefined],
    [{}],
    [true],
  ])('%s gives 0 and danger', (input) => {
    expect(derivePopularity(input)).toEqual({ popValue: 0, color: 'danger' });
  });

  it('popularityColor follows the thresholds 75, 55, 35', () => {
    expect([75, 74.99, 55, 54.99, 35, 34.99, 0].map(popularityColor)).toEqual([
      'success',
      'primary',
      'primary',
      'warning',
      'warning',
      'danger',
      'danger',
    ]);
  });
});

describe('datalist helpers and schemas', () => {
  it('totalPagesFor rounds up', () => {
    expect(totalPagesFor(100, 4)).toBe(25);
    expect(totalPagesFor(101, 4)).toBe(26);
    expect(totalPagesFor(0, 4)).toBe(0);
    expect(totalPagesFor(5, 0)).toBe(0);
  });

  it('normalises the price to text with two decimals', () => {
    const parsed = addProductBodySchema.parse({
      obj: { name: 'Mouse', category: 'Computers', price: 5, order_status: 'pending' },
    });
    expect(parsed.obj.price).toBe('5.00');
    expect(
      addProductBodySchema.safeParse({
        obj: { name: 'Mouse', category: 'Computers', price: 'ten', order_status: 'pending' },
      }).success,
    ).toBe(false);
  });

  it('delete-selected accepts ids or rows and needs at least one', () => {
    expect(deleteSelectedBodySchema.parse({ arr: [1, { id: 2 }] }).arr).toEqual([1, 2]);
    expect(deleteSelectedBodySchema.safeParse({ arr: [] }).success).toBe(false);
    expect(deleteSelectedBodySchema.safeParse({ arr: ['x'] }).success).toBe(false);
  });
});
