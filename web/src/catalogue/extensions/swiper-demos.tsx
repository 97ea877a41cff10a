import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import 'swiper/css/a11y';
import { Demo } from '@/catalogue/common/demo';
import {
  AutoplaySwiper,
  NavigationSwiper,
  PaginationSwiper,
  ThumbsSwiper,
} from './swiper/swiper-demos';
import source from './swiper/swiper-demos.tsx?raw';
import './swiper/swiper-demos.scss';

/** The page's demos, with swiper: loaded once the page's frame is drawn (swiper-page.tsx). */
export default function SwiperDemos() {
  return (
    <>
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
    </>
  );
}
