import { describe, expect, it } from 'vitest';
import { FREE_SHIPPING_FROM, SHIPPING_FEE, cartTotals } from './totals';

describe('cartTotals', () => {
  it('is all zero for an empty cart (no shipping fee)', () => {
    expect(cartTotals([])).toEqual({ items: 0, subtotal: 0, shipping: 0, vat: 0, total: 0 });
  });

  it('adds price × quantity, a shipping fee under the free threshold and 16% VAT', () => {
    const totals = cartTotals([
      { price: 1499, quantity: 2 },
      { price: 0.1, quantity: 3 },
    ]);
    expect(totals.items).toBe(5);
    expect(totals.subtotal).toBe(2998.3);
    expect(totals.shipping).toBe(SHIPPING_FEE);
    expect(totals.vat).toBe(479.73);
    expect(totals.total).toBe(2998.3 + SHIPPING_FEE + 479.73);
  });

  it('ships free from the threshold on', () => {
    expect(cartTotals([{ price: FREE_SHIPPING_FROM, quantity: 1 }]).shipping).toBe(0);
    expect(cartTotals([{ price: FREE_SHIPPING_FROM - 0.01, quantity: 1 }]).shipping).toBe(
      SHIPPING_FEE,
    );
  });

  it('ignores lines with no valid quantity and rounds fractions down', () => {
    const totals = cartTotals([
      { price: 100, quantity: 0 },
      { price: 100, quantity: -2 },
      { price: 100, quantity: Number.NaN },
      { price: 100, quantity: 1.9 },
    ]);
    expect(totals.items).toBe(1);
    expect(totals.subtotal).toBe(100);
  });
});
