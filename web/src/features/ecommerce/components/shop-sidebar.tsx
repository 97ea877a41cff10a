import { SHOP_BRANDS, SHOP_CATEGORIES } from '@app/common/apps/shop';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShopFilters } from '../lib/shop-filters';
import { RatingStars } from './rating-stars';

/** The shop's filters: price range, categories, brands and lowest rating. */
export function ShopSidebar({
  filters,
  priceRange,
  onChange,
}: {
  filters: ShopFilters;
  priceRange: [number, number] | undefined;
  onChange: (patch: Partial<ShopFilters>) => void;
}) {
  const { t } = useTranslation('ecommerce');
  const [min, setMin] = useState(filters.minPrice?.toString() ?? '');
  const [max, setMax] = useState(filters.maxPrice?.toString() ?? '');
  const [seen, setSeen] = useState(filters);
  if (seen.minPrice !== filters.minPrice || seen.maxPrice !== filters.maxPrice) {
    setSeen(filters);
    setMin(filters.minPrice?.toString() ?? '');
    setMax(filters.maxPrice?.toString() ?? '');
  }

  const toNumber = (text: string) => (text.trim() === '' ? undefined : Math.max(0, Number(text)));
  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    onChange({ minPrice: toNumber(min), maxPrice: toNumber(max), page: 1 });
  };
  const toggle = <T extends string>(list: T[], value: T) =>
    list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

  return (
    <div className="d-flex flex-column gap-4 w-100">
      <form onSubmit={applyPrice} aria-labelledby="shop-price-heading">
        <h2 className="h6" id="shop-price-heading">
          {t('filters.price')}
        </h2>
        <div className="d-flex gap-2 align-items-end">
          <div className="flex-fill">
            <label className="form-label small mb-1" htmlFor="shop-min-price">
              {t('filters.min')}
            </label>
            <input
              id="shop-min-price"
              className="form-control form-control-sm"
              type="number"
              inputMode="numeric"
              min={0}
              placeholder={priceRange ? String(priceRange[0]) : ''}
              value={min}
              onChange={(e) => setMin(e.target.value)}
            />
          </div>
          <div className="flex-fill">
            <label className="form-label small mb-1" htmlFor="shop-max-price">
              {t('filters.max')}
            </label>
            <input
              id="shop-max-price"
              className="form-control form-control-sm"
              type="number"
              inputMode="numeric"
              min={0}
              placeholder={priceRange ? String(priceRange[1]) : ''}
              value={max}
              onChange={(e) => setMax(e.target.value)}
            />
          </div>
        </div>
        <button type="submit" className="btn btn-sm btn-outline-primary mt-2">
          {t('filters.applyPrice')}
        </button>
      </form>

      <fieldset>
        <legend className="h6">{t('filters.category')}</legend>
        {SHOP_CATEGORIES.map((c) => (
          <div className="form-check" key={c}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`shop-cat-${c}`}
              checked={filters.category.includes(c)}
              onChange={() => onChange({ category: toggle(filters.category, c), page: 1 })}
            />
            <label className="form-check-label" htmlFor={`shop-cat-${c}`}>
              {t(`categories.${c}`)}
            </label>
          </div>
        ))}
      </fieldset>

      <fieldset>
        <legend className="h6">{t('filters.brand')}</legend>
        {SHOP_BRANDS.map((b) => (
          <div className="form-check" key={b}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`shop-brand-${b}`}
              checked={filters.brand.includes(b)}
              onChange={() => onChange({ brand: toggle(filters.brand, b), page: 1 })}
            />
            <label className="form-check-label" htmlFor={`shop-brand-${b}`}>
              {b}
            </label>
          </div>
        ))}
      </fieldset>

      <fieldset>
        <legend className="h6">{t('filters.rating')}</legend>
        {[undefined, 4, 3, 2, 1].map((r) => (
          <div className="form-check" key={r ?? 'any'}>
            <input
              className="form-check-input"
              type="radio"
              name="shop-rating"
              id={`shop-rating-${r ?? 'any'}`}
              checked={filters.rating === r}
              onChange={() => onChange({ rating: r, page: 1 })}
            />
            <label
              className="form-check-label d-inline-flex gap-2 align-items-center"
              htmlFor={`shop-rating-${r ?? 'any'}`}
            >
              {r === undefined ? (
                t('filters.anyRating')
              ) : (
                <>
                  <RatingStars rating={r} />
                  <span>{t('filters.andUp')}</span>
                </>
              )}
            </label>
          </div>
        ))}
      </fieldset>

      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        onClick={() =>
          onChange({
            category: [],
            brand: [],
            minPrice: undefined,
            maxPrice: undefined,
            rating: undefined,
            q: '',
            page: 1,
          })
        }
      >
        {t('filters.clear')}
      </button>
    </div>
  );
}
