import { describe, expect, it } from 'vitest';
import { EMPTY_FORM, validateProduct } from './product-form';

describe('validateProduct', () => {
  it('sends the fields with the price in two decimals', () => {
    const result = validateProduct({
      ...EMPTY_FORM,
      name: '  Kibwezi Speaker ',
      price: '19,5',
      popularity: '75',
    });
    expect(result).toEqual({
      ok: true,
      fields: {
        name: 'Kibwezi Speaker',
        category: 'Computers',
        price: '19.50',
        order_status: 'pending',
        popularity: { popValue: 75 },
      },
    });
  });

  it('names each wrong field', () => {
    const result = validateProduct({ ...EMPTY_FORM, name: ' ', price: '0', popularity: '101' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'error.nameRequired',
        price: 'error.pricePositive',
        popularity: 'error.popularityRange',
      },
    });
  });

  it('refuses a price or popularity that is not a plain number', () => {
    for (const price of ['', 'abc', '-3', '1e3', '12.5.1']) {
      const result = validateProduct({ ...EMPTY_FORM, name: 'x', price });
      expect(result.ok, price).toBe(false);
    }
    for (const popularity of ['', '-1', 'NaN', '100.01']) {
      const result = validateProduct({ ...EMPTY_FORM, name: 'x', price: '1', popularity });
      expect(result.ok, popularity).toBe(false);
    }
    expect(validateProduct({ ...EMPTY_FORM, name: 'x', price: '1', popularity: '0' }).ok).toBe(
      true,
    );
    expect(validateProduct({ ...EMPTY_FORM, name: 'x', price: '1', popularity: '100' }).ok).toBe(
      true,
    );
  });
});
