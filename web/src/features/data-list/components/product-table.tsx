import type { Product } from '@app/common/apps/datalist';
import { useTranslation } from 'react-i18next';
import { ProductActions } from './product-actions';
import { PopularityBar, Price, StatusBadge } from './product-bits';

export interface ProductViewProps {
  products: readonly Product[];
  selected: ReadonlySet<number>;
  onSelect: (id: number, isSelected: boolean) => void;
  onSelectAll: (isSelected: boolean) => void;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

/** The list view: one row per product, with selection and actions. */
export function ProductTable({
  products,
  selected,
  onSelect,
  onSelectAll,
  onEdit,
  onDelete,
}: ProductViewProps) {
  const { t } = useTranslation('data-list');
  const allSelected = products.length > 0 && products.every((p) => selected.has(p.id));
  const someSelected = !allSelected && products.some((p) => selected.has(p.id));
  return (
    <div className="table-responsive">
      <table className="table table-hover align-middle mb-0 datalist-table">
        <thead>
          <tr>
            <th scope="col" className="datalist-check">
              <input
                type="checkbox"
                className="form-check-input"
                aria-label={t('selectAll')}
                checked={allSelected}
                ref={(el) => {
                  if (el) el.indeterminate = someSelected;
                }}
                onChange={(e) => onSelectAll(e.target.checked)}
              />
            </th>
            <th scope="col" className="d-none d-sm-table-cell">
              <span className="visually-hidden">{t('col.image')}</span>
            </th>
            <th scope="col">{t('col.name')}</th>
            <th scope="col" className="d-none d-md-table-cell">
              {t('col.category')}
            </th>
            <th scope="col" className="d-none d-lg-table-cell">
              {t('col.popularity')}
            </th>
            <th scope="col" className="d-none d-md-table-cell">
              {t('col.status')}
            </th>
            <th scope="col" className="text-end">
              {t('col.price')}
            </th>
            <th scope="col" className="text-end">
              <span className="visually-hidden">{t('col.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((p) => (
            <tr
              key={p.id}
              data-testid="datalist-row"
              className={selected.has(p.id) ? 'table-active' : ''}
            >
              <td className="datalist-check">
                <input
                  type="checkbox"
                  className="form-check-input"
                  aria-label={t('selectRow', { name: p.name })}
                  checked={selected.has(p.id)}
                  onChange={(e) => onSelect(p.id, e.target.checked)}
                />
              </td>
              <td className="d-none d-sm-table-cell">
                <img src={p.img} alt="" width={40} height={40} className="rounded datalist-img" />
              </td>
              <td>
                <span className="fw-semibold d-block">{p.name}</span>
                <span className="small text-body-secondary d-md-none">
                  {t(`categories.${p.category}`)} · {t(`statuses.${p.order_status}`)}
                </span>
              </td>
              <td className="d-none d-md-table-cell">{t(`categories.${p.category}`)}</td>
              <td className="d-none d-lg-table-cell">
                <PopularityBar product={p} />
              </td>
              <td className="d-none d-md-table-cell">
                <StatusBadge status={p.order_status} />
              </td>
              <td className="text-end text-nowrap">
                <Price price={p.price} />
              </td>
              <td className="text-end text-nowrap">
                <ProductActions product={p} onEdit={onEdit} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
