import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import 'swiper/css/a11y';
import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { DemoPage } from '@/catalogue/common/demo-page';
import {
  AutoplaySwiper,
  NavigationSwiper,
  PaginationSwiper,
  ThumbsSwiper,
} from './swiper/swiper-demos';
import source from './swiper/swiper-demos.tsx?raw';
import './swiper/swiper-demos.scss';

export default function SwiperPage() {
  const { t } = useTranslation();
  return (
    <DemoPage
      title={t('menu.swiper')}
      intro="Touch carousels with Swiper's React components and only the modules each demo uses. Each one follows the page's direction, announces its slides (A11y module) and moves with the keyboard."
      library={{ name: 'swiper', href: 'https://swiperjs.com/react' }}
    >
      <Demo id="navigation" title="Navigation" source={source}>
        <div className="swiper-demo">
          <NavigationSwiper />
        </div>
      </Demo>
      <Demo id="pagination" title="Pagination" source={source}>
        <div className="swiper-demo">
          <PaginationSwiper />
        </div>
      </Demo>
      <Demo id="autoplay" title="Autoplay" source={source}>
        <div className="swiper-demo">
          <AutoplaySwiper />
        </div>
      </Demo>
      <Demo id="thumbnails" title="Thumbnails" source={source}>
        <div className="swiper-demo">
          <ThumbsSwiper />
        </div>
      </Demo>
    </DemoPage>
  );
}
