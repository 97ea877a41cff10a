import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Autoplay, Keyboard, Navigation, Pagination, Thumbs } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { useDocumentMode } from '../common/use-document-mode';
import { MILESTONES, SlidePanel } from './slides';

const a11y = {
  prevSlideMessage: 'Previous slide',
  nextSlideMessage: 'Next slide',
  paginationBulletMessage: 'Go to slide {{index}}',
};

/** Arrows and keyboard (focus the carousel, then the arrow keys); the direction follows the page. */
export function NavigationSwiper() {
  const { rtl } = useDocumentMode();
  return (
    <Swiper
      key={rtl ? 'rtl' : 'ltr'}
      dir={rtl ? 'rtl' : 'ltr'}
      modules={[Navigation, Keyboard, A11y]}
      navigation
      keyboard={{ enabled: true }}
      a11y={a11y}
      spaceBetween={16}
      slidesPerView={1}
      breakpoints={{ 768: { slidesPerView: 2 } }}
    >
      {MILESTONES.map((m, i) => (
        <SwiperSlide key={m.title}>
          <SlidePanel {...m} index={i} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

/** Bullets, a fraction and a progress bar. */
export function PaginationSwiper() {
  const { rtl } = useDocumentMode();
  return (
    <div className="swiper-demo">
      {(['bullets', 'fraction', 'progressbar'] as const).map((type) => (
        <Swiper
          key={`${type}-${rtl ? 'rtl' : 'ltr'}`}
          dir={rtl ? 'rtl' : 'ltr'}
          modules={[Pagination, A11y, Keyboard]}
          keyboard={{ enabled: true }}
          a11y={a11y}
          pagination={{ type, clickable: true }}
          spaceBetween={16}
        >
          {MILESTONES.map((m, i) => (
            <SwiperSlide key={m.title}>
              <SlidePanel {...m} index={i} />
            </SwiperSlide>
          ))}
        </Swiper>
      ))}
    </div>
  );
}

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Plays every four seconds, pauses on hover and focus, and has a pause button. With reduced
 * motion asked for, it starts paused.
 */
export function AutoplaySwiper() {
  const { rtl } = useDocumentMode();
  const swiper = useRef<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(() => !reducedMotion());
  useEffect(() => {
    const autoplay = swiper.current?.autoplay;
    if (!autoplay) return;
    if (playing) autoplay.start();
    else autoplay.stop();
  }, [playing]);
  return (
    <>
      <Button
        size="sm"
        variant="outline-secondary"
        className="mb-2 d-inline-flex align-items-center gap-1"
        aria-pressed={!playing}
        onClick={() => setPlaying((p) => !p)}
      >
        {playing ? <Pause size={14} aria-hidden="true" /> : <Play size={14} aria-hidden="true" />}
        {playing ? 'Pause' : 'Play'}
      </Button>
      {reducedMotion() ? (
        <p className="small text-body-secondary">
          Your system asks for reduced motion, so the slides wait for Play.
        </p>
      ) : null}
      <Swiper
        key={rtl ? 'rtl' : 'ltr'}
        dir={rtl ? 'rtl' : 'ltr'}
        modules={[Autoplay, Pagination, A11y]}
        a11y={a11y}
        onSwiper={(s) => {
          swiper.current = s;
          if (!playing) s.autoplay.stop();
        }}
        autoplay={{ delay: 4000, pauseOnMouseEnter: true, disableOnInteraction: false }}
        pagination={{ clickable: true }}
        loop
        speed={reducedMotion() ? 0 : 300}
      >
        {MILESTONES.map((m, i) => (
          <SwiperSlide key={m.title}>
            <SlidePanel {...m} index={i} />
          </SwiperSlide>
        ))}
      </Swiper>
    </>
  );
}

/** A main carousel driven by a strip of thumbnails. */
export function ThumbsSwiper() {
  const { rtl } = useDocumentMode();
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null);
  const dir = rtl ? 'rtl' : 'ltr';
  return (
    <div key={dir}>
      <Swiper
        dir={dir}
        modules={[Thumbs, Navigation, A11y]}
        a11y={a11y}
        navigation
        thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
        spaceBetween={16}
        className="mb-2"
      >
        {MILESTONES.map((m, i) => (
          <SwiperSlide key={m.title}>
            <SlidePanel {...m} index={i} />
          </SwiperSlide>
        ))}
      </Swiper>
      <Swiper
        dir={dir}
        modules={[Thumbs]}
        onSwiper={setThumbs}
        slidesPerView={3}
        breakpoints={{ 576: { slidesPerView: 5 } }}
        spaceBetween={8}
        watchSlidesProgress
        className="swiper-demo-thumbs"
      >
        {MILESTONES.map((m) => (
          <SwiperSlide key={m.title}>
            <div className={`swiper-demo-thumb bg-${m.tone}-subtle text-${m.tone}-emphasis`}>
              {m.title}
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
