/** One line of the cart as the totals need it. */
export interface TotalsLine {
  price: number;
  quantity: number;
}

export interface CartTotals {
  /** Number of items (sum of quantities). */
  items: number;
  subtotal: number;
  shipping: number;
  /** VAT included in the total. */
  vat: number;
  total: number;
}

/** Orders of at least this subtotal ship free. */
export const FREE_SHIPPING_FROM = 10_000;
export const SHIPPING_FEE = 350;
export const VAT_RATE = 0.16;

const cents = (amount: number) => Math.round(amount * 100);

/**
 * Totals of a cart: subtotal of price × quantity (quantities below 1 or not whole count as
 * nothing / are rounded down), a flat shipping fee under FREE_SHIPPING_FROM (none for an empty
 * cart), VAT at VAT_RATE on the subtotal, and the total. Sums are exact to the cent.
 */
export function cartTotals(lines: readonly TotalsLine[]): CartTotals {
  let items = 0;
  let subtotalCents = 0;
  for (const line of lines) {
    const quantity = Number.isFinite(line.quantity) ? Math.max(0, Math.floor(line.quantity)) : 0;
    const price = Number.isFinite(line.price) ? Math.max(0, line.price) : 0;
    items += quantity;
    subtotalCents += cents(price) * quantity;
  }
  const shippingCents =
    items === 0 || subtotalCents >= cents(FREE_SHIPPING_FROM) ? 0 : cents(SHIPPING_FEE);
  const vatCents = Math.round(subtotalCents * VAT_RATE);
  return {
    items,
    subtotal: subtotalCents / 100,
    shipping: shippingCents / 100,
    vat: vatCents / 100,
    total: (subtotalCents + shippingCents + vatCents) / 100,
  };
}
