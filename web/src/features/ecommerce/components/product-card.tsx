import type { ShopProduct } from '@app/common/apps/shop';
import { Heart, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppDispatch } from '@/lib/store/hooks';
import { useMoney } from '../lib/use-money';
import { addedToCart, toSaved, wishlistToggled } from '../store/cart-slice';
import { RatingStars } from './rating-stars';

/** One product in the shop's grid (`view="grid"`) or list, with cart and wishlist buttons. */
export function ProductCard({
  product,
  view,
  inCart,
  inWishlist,
  isFirst = false,
}: {
  product: ShopProduct;
  view: 'grid' | 'list';
  inCart: boolean;
  inWishlist: boolean;
  /** The first card on the screen: its picture is the page's largest paint, so it is not lazy. */
  isFirst?: boolean;
}) {
  const { t } = useTranslation('ecommerce');
  const dispatch = useAppDispatch();
  const money = useMoney();
  const soldOut = product.stock === 0;
  const list = view === 'list';
  return (
    <article
      className={`card h-100 shop-card ${list ? 'flex-sm-row' : ''}`}
      data-testid="shop-product"
      aria-labelledby={`shop-product-${product.id}`}
    >
      <Link
        to={`/ecommerce/product-detail/${product.id}`}
        className={`shop-card-media d-block bg-body-tertiary ${list ? 'shop-card-media-list' : ''}`}
        tabIndex={-1}
        aria-hidden="true"
      >
        <img
          src={product.images[0]}
          alt=""
          width={320}
          height={200}
          loading={isFirst ? 'eager' : 'lazy'}
          data-testid="product-image"
        />
      </Link>
      <div className="card-body d-flex flex-column gap-1 min-w-0">
        <div className="d-flex justify-content-between align-items-center gap-2">
          <RatingStars rating={product.rating} />
          <span className="fw-semibold">{money(product.price)}</span>
        </div>
        <h3 className="h6 mb-0" id={`shop-product-${product.id}`}>
          <Link to={`/ecommerce/product-detail/${product.id}`} className="text-body">
            {product.name}
          </Link>
        </h3>
        <p className="small text-body-secondary mb-1">
          {t('byBrand', { brand: product.brand })} · {t(`categories.${product.category}`)}
        </p>
        {list ? <p className="small mb-1">{product.description}</p> : null}
        <p className={`small mb-2 ${soldOut ? 'text-danger' : 'text-success'}`}>
          {soldOut ? t('soldOut') : t('inStock', { count: product.stock })}
        </p>
        <div className="d-flex gap-2 mt-auto flex-wrap">
          <button
            type="button"
            className={`btn btn-sm ${inWishlist ? 'btn-danger' : 'btn-outline-secondary'}`}
            aria-pressed={inWishlist}
            onClick={() => dispatch(wishlistToggled(toSaved(product)))}
          >
            <Heart size={16} aria-hidden="true" fill={inWishlist ? 'currentColor' : 'none'} />
            <span className="ms-1">{t('wishlist')}</span>
          </button>
          <button
            type="button"
            className="btn btn-sm btn-primary flex-grow-1"
            disabled={soldOut}
            onClick={() => dispatch(addedToCart({ product: toSaved(product) }))}
            aria-label={t('addToCartNamed', { name: product.name })}
          >
            <ShoppingCart size={16} aria-hidden="true" />
            <span className="ms-1">{inCart ? t('addAnother') : t('addToCart')}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
