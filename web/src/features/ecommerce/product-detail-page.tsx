import './ecommerce.scss';
import { Heart, ShoppingCart, Truck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SkeletonBlock, SkeletonLines } from '@/components/skeletons';
import { ErrorState } from '@/components/status-messages';
import { queryErrorMessage } from '@/lib/api/query-error-message';
import { useAppDispatch } from '@/lib/store/hooks';
import { useGetShopProductQuery } from './api/shop-api';
import { ProductCard } from './components/product-card';
import { RatingStars } from './components/rating-stars';
import { useMoney } from './lib/use-money';
import { addedToCart, toSaved, wishlistToggled } from './store/cart-slice';
import { useShopCart } from './store/use-shop-cart';

/** The product the bare /ecommerce/product-detail address opens. */
export const DEFAULT_PRODUCT_ID = 1;

export default function ProductDetailPage() {
  const { t } = useTranslation('ecommerce');
  const { id: rawId } = useParams();
  const id = rawId === undefined ? DEFAULT_PRODUCT_ID : Number(rawId);
  const valid = Number.isInteger(id) && id > 0;
  const { data, isLoading, isError, error, refetch } = useGetShopProductQuery(id, { skip: !valid });
  const dispatch = useAppDispatch();
  const money = useMoney();
  const { cart, wishlist } = useShopCart();
  const [imageIndex, setImageIndex] = useState(0);
  const [colour, setColour] = useState<string | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const [shownId, setShownId] = useState(id);
  if (shownId !== id) {
    setShownId(id);
    setImageIndex(0);
    setColour(null);
    setQuantity(1);
    setAdded(false);
  }

  if (!valid || isError) {
    return (
      <div className="card">
        <div className="card-body">
          <ErrorState
            title={t('detail.loadError')}
            message={valid ? queryErrorMessage(error) : t('detail.badId')}
            onRetry={valid ? () => void refetch() : undefined}
          />
          <div className="text-center">
            <Link to="/ecommerce/shop">{t('wishlistPage.backToShop')}</Link>
          </div>
        </div>
      </div>
    );
  }
  if (isLoading || !data) {
    return (
      <div className="card" aria-busy="true">
        <div className="card-body row g-4">
          <div className="col-12 col-md-5">
            <SkeletonBlock height={320} />
          </div>
          <div className="col-12 col-md-7">
            <SkeletonLines lines={6} />
          </div>
        </div>
      </div>
    );
  }

  const { product, related } = data;
  const chosenColour = colour ?? product.colours[0] ?? '';
  const inWishlist = wishlist.some((p) => p.id === product.id);
  const soldOut = product.stock === 0;
  const cartIds = new Set(cart.map((l) => l.id));
  const wishIds = new Set(wishlist.map((p) => p.id));

  return (
    <div>
      <nav aria-label={t('detail.breadcrumb')} className="mb-2">
        <ol className="breadcrumb mb-0">
          <li className="breadcrumb-item">
            <Link to="/ecommerce/shop">{t('shop.title')}</Link>
          </li>
          <li className="breadcrumb-item">
            <Link to={`/ecommerce/shop?category=${product.category}`}>
              {t(`categories.${product.category}`)}
            </Link>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            {product.name}
          </li>
        </ol>
      </nav>
      <div className="card mb-4">
        <div className="card-body row g-4">
          <div className="col-12 col-md-5">
            <img
              src={product.images[imageIndex]}
              alt={t('detail.imageOf', { name: product.name, n: imageIndex + 1 })}
              className="shop-gallery-main mb-2"
              width={448}
              height={280}
            />
            {/* Thumbnails only when there is more than one picture to choose from. */}
            {product.images.length > 1 ? (
              <div className="d-flex gap-2" role="group" aria-label={t('detail.gallery')}>
                {product.images.map((src, i) => (
                  <button
                    key={src}
                    type="button"
                    className="btn p-0 shop-gallery-thumb"
                    aria-pressed={i === imageIndex}
                    aria-label={t('detail.showImage', { n: i + 1 })}
                    onClick={() => setImageIndex(i)}
                  >
                    <img src={src} alt="" width={64} height={64} className="shop-thumb" />
                  </button>
                ))}
              </div>
            ) : null}
          </div>
          <div className="col-12 col-md-7">
            <h1 className="h3">{product.name}</h1>
            <p className="text-body-secondary mb-2">{t('byBrand', { brand: product.brand })}</p>
            <div className="d-flex align-items-center gap-3 mb-2">
              <span className="h4 mb-0 text-primary-emphasis">{money(product.price)}</span>
              <RatingStars rating={product.rating} size={18} />
            </div>
            <p className={soldOut ? 'text-danger' : 'text-success'} data-testid="detail-stock">
              {soldOut ? t('soldOut') : t('inStock', { count: product.stock })}
            </p>
            <p>{product.description}</p>
            {product.freeShipping ? (
              <p className="small">
                <Truck size={16} aria-hidden="true" className="me-1" />
                {t('detail.freeShipping')}
              </p>
            ) : null}
            <fieldset className="mb-3">
              <legend className="h6">{t('detail.colour')}</legend>
              <div className="d-flex flex-wrap gap-2">
                {product.colours.map((c) => (
                  <div key={c}>
                    <input
                      type="radio"
                      className="btn-check"
                      name="detail-colour"
                      id={`detail-colour-${c}`}
                      checked={c === chosenColour}
                      onChange={() => setColour(c)}
                    />
                    <label
                      className="btn btn-sm btn-outline-primary"
                      htmlFor={`detail-colour-${c}`}
                    >
                      {t(`colours.${c}`)}
                    </label>
                  </div>
                ))}
              </div>
            </fieldset>
            <div className="d-flex flex-wrap gap-2 align-items-end">
              <div>
                <label className="form-label small" htmlFor="detail-quantity">
                  {t('detail.quantity')}
                </label>
                <input
                  id="detail-quantity"
                  type="number"
                  className="form-control"
                  style={{ width: '6rem' }}
                  min={1}
                  max={Math.max(1, product.stock)}
                  disabled={soldOut}
                  value={quantity}
                  onChange={(e) =>
                    setQuantity(
                      Math.max(
                        1,
                        Math.min(product.stock || 1, Math.floor(Number(e.target.value)) || 1),
                      ),
                    )
                  }
                />
              </div>
              <button
                type="button"
                className="btn btn-primary"
                disabled={soldOut}
                onClick={() => {
                  dispatch(addedToCart({ product: toSaved(product), quantity }));
                  setAdded(true);
                }}
              >
                <ShoppingCart size={16} aria-hidden="true" />
                <span className="ms-1">{t('addToCart')}</span>
              </button>
              <button
                type="button"
                className={`btn ${inWishlist ? 'btn-danger' : 'btn-outline-secondary'}`}
                aria-pressed={inWishlist}
                onClick={() => dispatch(wishlistToggled(toSaved(product)))}
              >
                <Heart size={16} aria-hidden="true" fill={inWishlist ? 'currentColor' : 'none'} />
                <span className="ms-1">{t('wishlist')}</span>
              </button>
            </div>
            <p className="small mt-2 mb-0" role="status">
              {added ? (
                <>
                  {t('detail.added')} <Link to="/ecommerce/checkout">{t('detail.toCheckout')}</Link>
                </>
              ) : null}
            </p>
          </div>
        </div>
      </div>
      {related.length > 0 ? (
        <section aria-labelledby="detail-related">
          <h2 className="h5" id="detail-related">
            {t('detail.related')}
          </h2>
          <ul className="list-unstyled row g-3">
            {related.map((p) => (
              <li key={p.id} className="col-12 col-sm-6 col-xl-3">
                <ProductCard
                  product={p}
                  view="grid"
                  inCart={cartIds.has(p.id)}
                  inWishlist={wishIds.has(p.id)}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
