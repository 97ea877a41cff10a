import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoPage } from '@/catalogue/common/demo-page';
import { LazyDemos } from '@/catalogue/common/lazy-demos';

const SwiperDemos = lazy(() => import('./swiper-demos'));

export default function SwiperPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.swiper')}
      intro="Touch carousels with Swiper's React components and only the modules each demo uses. Each one follows the page's direction, announces its slides (A11y module) and moves with the keyboard."
      library={{ name: 'swiper', href: 'https://swiperjs.com/react' }}
    >
      <LazyDemos>
        <SwiperDemos />
      </LazyDemos>
    </DemoPage>
  );
}
