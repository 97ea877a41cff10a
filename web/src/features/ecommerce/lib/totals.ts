/*
 * The cart's totals follow the shop's order rule (shared with the mock service), so the
 * checkout shows what the order will cost.
 */
export {
  FREE_SHIPPING_FROM,
  SHIPPING_FEE,
  VAT_RATE,
  orderTotals as cartTotals,
  type OrderTotals as CartTotals,
  type TotalsLine,
} from '@app/common/apps/orders';
