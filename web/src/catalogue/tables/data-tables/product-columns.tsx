import type { Product } from '@app/common/apps/datalist';
import type { TableColumn } from 'react-data-table-component';

const STATUS_VARIANT: Record<Product['order_status'], string> = {
  delivered: 'success',
  pending: 'warning',
  'on hold': 'info',
  canceled: 'danger',
};

export const PRODUCT_COLUMNS: TableColumn<Product>[] = [
  {
    id: 'name',
    name: 'Product',
    selector: (row) => row.name,
    grow: 2,
    minWidth: '14rem',
    cell: (row) => (
      <span className="d-flex align-items-center gap-2 py-1">
        <img src={row.img} alt="" width={32} height={32} className="rounded flex-none" />
        <span className="fw-semibold text-nowrap">{row.name}</span>
      </span>
    ),
  },
  { id: 'category', name: 'Category', selector: (row) => row.category, minWidth: '8rem' },
  {
    id: 'status',
    name: 'Order status',
    selector: (row) => row.order_status,
    minWidth: '8rem',
    cell: (row) => (
      <span
        className={`badge text-capitalize text-${STATUS_VARIANT[row.order_status]}-emphasis bg-${STATUS_VARIANT[row.order_status]}-subtle`}
      >
        {row.order_status}
      </span>
    ),
  },
  {
    id: 'popularity',
    name: 'Popularity',
    selector: (row) => row.popularity.popValue,
    minWidth: '8rem',
    cell: (row) => (
      <div
        className="progress w-100"
        style={{ height: 6 }}
        role="progressbar"
        aria-label={`Popularity of ${row.name}`}
        aria-valuenow={row.popularity.popValue}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div
          className={`progress-bar bg-${row.popularity.color}`}
          style={{ width: `${Math.min(100, row.popularity.popValue)}%` }}
        />
      </div>
    ),
  },
  {
    id: 'price',
    name: 'Price',
    selector: (row) => row.price,
    right: true,
    format: (row) => `$${row.price}`,
  },
];
