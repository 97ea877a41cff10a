import { useTranslation } from 'react-i18next';
import { ProductActions } from './product-actions';
import { PopularityBar, Price, StatusBadge } from './product-bits';
import type { ProductViewProps } from './product-table';

/** The thumb view: a card per product, with the same selection and actions as the list. */
export function ProductCards({ products, selected, onSelect, onEdit, onDelete }: ProductViewProps) {
  const { t } = useTranslation('data-list');
  return (
    <ul className="row g-3 list-unstyled mb-0 datalist-cards">
      {products.map((p) => (
        <li key={p.id} className="col-12 col-sm-6 col-lg-4 col-xxl-3" data-testid="datalist-row">
          <article
            className={`card h-100 border ${selected.has(p.id) ? 'border-primary' : ''}`}
            aria-labelledby={`product-${p.id}`}
          >
            <div className="position-relative">
              <img
                src={p.img}
                alt=""
                width={320}
                height={200}
                className="card-img-top datalist-thumb"
                data-testid="product-image"
              />
              <input
                type="checkbox"
                className="form-check-input position-absolute top-0 m-2 datalist-card-check"
                aria-label={t('selectRow', { name: p.name })}
                checked={selected.has(p.id)}
                onChange={(e) => onSelect(p.id, e.target.checked)}
              />
            </div>
            <div className="card-body d-flex flex-column gap-2">
              <h2 id={`product-${p.id}`} className="h6 mb-0">
                {p.name}
              </h2>
              <div className="d-flex justify-content-between align-items-center gap-2 flex-wrap">
                <span className="small text-body-secondary">{t(`categories.${p.category}`)}</span>
                <StatusBadge status={p.order_status} />
              </div>
              <PopularityBar product={p} />
              <div className="d-flex justify-content-between align-items-center mt-auto">
                <Price price={p.price} />
                <ProductActions product={p} onEdit={onEdit} onDelete={onDelete} />
              </div>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
