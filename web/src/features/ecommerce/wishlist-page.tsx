import './ecommerce.scss';
import { ShoppingCart, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/status-messages';
import { useAppDispatch } from '@/lib/store/hooks';
import { useMoney } from './lib/use-money';
import { addedToCart, wishlistToggled } from './store/cart-slice';
import { useShopCart } from './store/use-shop-cart';

export default function WishlistPage() {
  const { t } = useTranslation('ecommerce');
  const dispatch = useAppDispatch();
  const money = useMoney();
  const { wishlist } = useShopCart();
  return (
    <div>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">{t('wishlistPage.title')}</h1>
        <Link to="/ecommerce/shop" className="btn btn-outline-primary btn-sm">
          {t('wishlistPage.backToShop')}
        </Link>
      </div>
      {wishlist.length === 0 ? (
        <div className="card">
          <div className="card-body">
            <EmptyState message={t('wishlistPage.empty')} />
          </div>
        </div>
      ) : (
        <ul className="list-unstyled row g-3">
          {wishlist.map((item) => (
            <li key={item.id} className="col-12 col-sm-6 col-xl-4">
              <article className="card h-100" aria-labelledby={`wish-${item.id}`}>
                <div className="shop-card-media bg-body-tertiary">
                  <img src={item.image} alt="" width={320} height={200} loading="lazy" />
                </div>
                <div className="card-body d-flex flex-column gap-1">
                  <h2 className="h6 mb-0" id={`wish-${item.id}`}>
                    <Link to={`/ecommerce/product-detail/${item.id}`} className="text-body">
                      {item.name}
                    </Link>
                  </h2>
                  <p className="small text-body-secondary mb-1">{money(item.price)}</p>
                  <div className="d-flex gap-2 mt-auto">
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      onClick={() => dispatch(wishlistToggled(item))}
                    >
                      <X size={16} aria-hidden="true" />
                      <span className="ms-1">{t('wishlistPage.remove')}</span>
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-primary flex-grow-1"
                      disabled={item.stock === 0}
                      onClick={() => {
                        dispatch(addedToCart({ product: item }));
                        dispatch(wishlistToggled(item));
                      }}
                    >
                      <ShoppingCart size={16} aria-hidden="true" />
                      <span className="ms-1">{t('wishlistPage.moveToCart')}</span>
                    </button>
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
