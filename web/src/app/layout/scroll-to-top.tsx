import { ArrowUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SCROLL_TO_TOP_THRESHOLD } from '@/config/theme-config';
import { selectLayout } from '@/features/layout-settings/layout-slice';
import { useScrollPast } from '@/hooks/use-scroll-past';
import { useAppSelector } from '@/lib/store/hooks';

/**
 * Back to the top, after 160px of scrolling. From 576px up it floats in a rail kept free at the
 * content's end edge (it covers nothing); on a phone, where a rail would cost the content its
 * width, it sits in the page's flow at the end of the content.
 */
export function ScrollToTop() {
  const { t } = useTranslation();
  const { hideScrollToTop } = useAppSelector(selectLayout);
  const past = useScrollPast(SCROLL_TO_TOP_THRESHOLD);
  if (hideScrollToTop || !past) return null;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      className="btn btn-primary btn-icon scroll-to-top"
      aria-label={t('scrollToTop')}
      title={t('scrollToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })}
    >
      <ArrowUp size={18} aria-hidden="true" />
      <span className="scroll-to-top-label">{t('scrollToTop')}</span>
    </button>
  );
}
