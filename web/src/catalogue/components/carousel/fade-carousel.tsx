import { Carousel } from 'react-bootstrap';
import { SLIDES } from './carousel-slides';

/** Slides cross-fade instead of sliding; indicators only, no captions. */
export function FadeCarousel() {
  return (
    <Carousel
      // The pictures are dark in either mode: keep the white controls and captions, which
      // dark mode would otherwise turn black.
      data-bs-theme="light"
      fade
      interval={null}
      controls={false}
      className="carousel-demo"
      aria-roledescription="carousel"
      aria-label="Landscapes, fading"
      indicatorLabels={SLIDES.map((s) => `Show ${s.title}`)}
    >
      {SLIDES.map((slide) => (
        <Carousel.Item key={slide.id}>
          <img src={slide.src} alt={slide.alt} width={1200} height={525} />
        </Carousel.Item>
      ))}
    </Carousel>
  );
}
