import { useTranslation } from 'react-i18next';
import { Demo } from '@/catalogue/common/demo';
import { ComponentPage } from './component-page';
import { AutoplayCarousel } from './carousel/autoplay-carousel';
import autoplaySource from './carousel/autoplay-carousel.tsx?raw';
import { BasicCarousel } from './carousel/basic-carousel';
import basicSource from './carousel/basic-carousel.tsx?raw';
import slidesSource from './carousel/carousel-slides.ts?raw';
import { DarkCarousel } from './carousel/dark-carousel';
import darkSource from './carousel/dark-carousel.tsx?raw';
import { ControlledCarousel } from './carousel/controlled-carousel';
import controlledSource from './carousel/controlled-carousel.tsx?raw';
import { FadeCarousel } from './carousel/fade-carousel';
import fadeSource from './carousel/fade-carousel.tsx?raw';

export default function CarouselPage() {
  const { t } = useTranslation();
  return (
    <ComponentPage
      title={t('menu.carousel')}
      intro="A slideshow of pictures or content, moved with its controls, its indicators, the arrow keys or a swipe."
      docs="https://react-bootstrap.github.io/docs/components/carousel"
    >
      <Demo id="basic" title="Controls, indicators and captions" source={basicSource}>
        <BasicCarousel />
      </Demo>
      <Demo id="fade" title="Fade" source={fadeSource}>
        <FadeCarousel />
      </Demo>
      <Demo id="autoplay" title="Autoplay, respecting reduced motion" source={autoplaySource}>
        <AutoplayCarousel />
      </Demo>
      <Demo id="controlled" title="Controlled" source={controlledSource}>
        <ControlledCarousel />
      </Demo>
      <Demo id="dark" title="Dark controls for pale slides" source={darkSource}>
        <DarkCarousel />
      </Demo>
      <Demo
        id="slides"
        title="The slides' pictures"
        description="Drawn as SVG in the page's own code, so the demos fetch nothing."
        source={slidesSource}
      >
        <p className="mb-0">Each demo above reads its slides from this file.</p>
      </Demo>
    </ComponentPage>
  );
}
