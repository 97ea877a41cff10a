import { describe, expect, it } from 'vitest';
import { INVOICES, totalsOf } from './invoices';

describe('invoice totals', () => {
  it('adds the lines, then VAT rounded to the shilling', () => {
    expect(
      totalsOf({
        lines: [
          { item: 'a', detail: '', quantity: 3, unitPrice: 1_001 },
          { item: 'b', detail: '', quantity: 1, unitPrice: 0.5 },
        ],
        vatRate: 0.16,
      }),
    ).toEqual({ subtotal: 3_003.5, vat: 481, total: 3_484.5 });
  });

  it('has unique invoice numbers and no empty invoice', () => {
    expect(new Set(INVOICES.map((i) => i.id)).size).toBe(INVOICES.length);
    for (const invoice of INVOICES) expect(totalsOf(invoice).total).toBeGreaterThan(0);
  });
});
