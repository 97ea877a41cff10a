import { Minus, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/status-messages';
import { useAppDispatch } from '@/lib/store/hooks';
import { useMoney } from '../lib/use-money';
import { quantityChanged, removedFromCart, type CartLine } from '../store/cart-slice';

/** The cart's lines with quantity steppers. */
export function CartStep({ cart }: { cart: CartLine[] }) {
  const { t } = useTranslation('ecommerce');
  const dispatch = useAppDispatch();
  const money = useMoney();
  if (cart.length === 0) {
    return (
      <div>
        <EmptyState message={t('checkout.emptyCart')} />
        <div className="text-center">
          <Link to="/ecommerce/shop" className="btn btn-primary btn-sm">
            {t('checkout.goShopping')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <ul className="list-unstyled mb-0" aria-label={t('checkout.cart')}>
      {cart.map((line) => (
        <li
          key={line.id}
          className="d-flex flex-wrap gap-3 align-items-center py-3 border-bottom"
          data-testid="cart-line"
        >
          <img src={line.image} alt="" width={64} height={64} className="shop-thumb" />
          <div className="flex-grow-1 min-w-0">
            <Link to={`/ecommerce/product-detail/${line.id}`} className="fw-semibold text-body">
              {line.name}
            </Link>
            <div className="small text-body-secondary">{money(line.price)}</div>
          </div>
          <div className="input-group input-group-sm w-auto">
            <button
              type="button"
              className="btn btn-outline-secondary"
              aria-label={t('checkout.less', { name: line.name })}
              disabled={line.quantity <= 1}
              onClick={() =>
                dispatch(quantityChanged({ id: line.id, quantity: line.quantity - 1 }))
              }
            >
              <Minus size={14} aria-hidden="true" />
            </button>
            <input
              className="form-control text-center"
              style={{ width: '3.5rem' }}
              type="number"
              min={1}
              max={line.stock}
              aria-label={t('checkout.quantity', { name: line.name })}
              value={line.quantity}
              onChange={(e) =>
                dispatch(quantityChanged({ id: line.id, quantity: Number(e.target.value) }))
              }
            />
            <button
              type="button"
              className="btn btn-outline-secondary"
              aria-label={t('checkout.more', { name: line.name })}
              disabled={line.quantity >= line.stock}
              onClick={() =>
                dispatch(quantityChanged({ id: line.id, quantity: line.quantity + 1 }))
              }
            >
              <Plus size={14} aria-hidden="true" />
            </button>
          </div>
          <div className="fw-semibold text-end" style={{ minWidth: '7rem' }}>
            {money(line.price * line.quantity)}
          </div>
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            aria-label={t('checkout.remove', { name: line.name })}
            onClick={() => dispatch(removedFromCart(line.id))}
          >
            <Trash2 size={14} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
