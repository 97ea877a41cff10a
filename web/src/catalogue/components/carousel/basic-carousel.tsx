import { Carousel } from 'react-bootstrap';
import { SLIDES } from './carousel-slides';

/**
 * Previous and next controls, indicators and captions. Focus the carousel and use the arrow
 * keys to move. It does not turn by itself. Captions show from medium screens up (on a phone
 * they would cover the picture); each picture's alt text describes it.
 */
export function BasicCarousel() {
  return (
    <Carousel
      // The pictures are dark in either mode: keep the white controls and captions, which
      // dark mode would otherwise turn black.
      data-bs-theme="light"
      interval={null}
      className="carousel-demo"
      tabIndex={0}
      aria-roledescription="carousel"
      aria-label="Makueni landscapes"
      prevLabel="Previous slide"
      nextLabel="Next slide"
    >
      {SLIDES.map((slide, i) => (
        <Carousel.Item
          key={slide.id}
          aria-roledescription="slide"
          aria-label={`${i + 1} of ${SLIDES.length}`}
        >
          <img src={slide.src} alt={slide.alt} width={1200} height={525} />
          <Carousel.Caption className="d-none d-md-block">
            <h3 className="h5">{slide.title}</h3>
            <p className="mb-0">{slide.caption}</p>
          </Carousel.Caption>
        </Carousel.Item>
      ))}
    </Carousel>
  );
}
