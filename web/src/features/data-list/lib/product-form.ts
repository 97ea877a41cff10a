import {
  ORDER_STATUSES,
  PRODUCT_CATEGORIES,
  type OrderStatus,
  type Product,
  type ProductCategory,
} from '@app/common/apps/datalist';

/** The side panel's fields, as typed. */
export interface ProductForm {
  name: string;
  category: ProductCategory;
  price: string;
  order_status: OrderStatus;
  popularity: string;
}

export type ProductFormErrors = Partial<Record<'name' | 'price' | 'popularity', string>>;

/** What the form sends: the spec's product fields (`obj`), price with two decimals. */
export interface ProductFields {
  name: string;
  category: ProductCategory;
  price: string;
  order_status: OrderStatus;
  popularity: { popValue: number };
}

export const EMPTY_FORM: ProductForm = {
  name: '',
  category: PRODUCT_CATEGORIES[0],
  price: '',
  order_status: ORDER_STATUSES[3],
  popularity: '50',
};

export function formOf(product: Product): ProductForm {
  return {
    name: product.name,
    category: product.category,
    price: product.price,
    order_status: product.order_status,
    popularity: String(product.popularity.popValue),
  };
}

/** A plain decimal written with a point or a comma ("19.99", "19,99"), else NaN. */
function readAmount(text: string): number {
  const t = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

/**
 * Checks the form: a name; a price above 0; a popularity from 0 to 100. Returns the fields to
 * send, or the message key of each wrong field.
 */
export function validateProduct(
  form: ProductForm,
): { ok: true; fields: ProductFields } | { ok: false; errors: ProductFormErrors } {
  const errors: ProductFormErrors = {};
  const name = form.name.trim();
  if (name === '') errors.name = 'error.nameRequired';
  const price = readAmount(form.price);
  if (!(price > 0)) errors.price = 'error.pricePositive';
  const popularity = readAmount(form.popularity);
  if (!(popularity >= 0 && popularity <= 100)) errors.popularity = 'error.popularityRange';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    fields: {
      name,
      category: form.category,
      price: price.toFixed(2),
      order_status: form.order_status,
      popularity: { popValue: popularity },
    },
  };
}
