import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Five stars with `rating` filled; read out as "n out of 5 stars". */
export function RatingStars({ rating, size = 14 }: { rating: number; size?: number }) {
  const { t } = useTranslation('ecommerce');
  return (
    <span className="d-inline-flex gap-1" role="img" aria-label={t('rating', { count: rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          size={size}
          aria-hidden="true"
          className={n <= rating ? 'text-warning' : 'text-body-tertiary'}
          fill={n <= rating ? 'currentColor' : 'none'}
        />
      ))}
    </span>
  );
}
