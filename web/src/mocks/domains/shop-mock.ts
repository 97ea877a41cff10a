import { orderHandlers } from '../handlers/orders';
import { shopHandlers } from '../handlers/shop';

/** The shop's handlers and sample data (products, orders), loaded with its first call. */
export const handlers = [...shopHandlers, ...orderHandlers];
