import { Carousel } from 'react-bootstrap';
import { LIGHT_SLIDES } from './carousel-slides';

/**
 * Pale slides take dark controls, indicators and captions: data-bs-theme="dark" on the carousel
 * (the `carousel-dark` class of older Bootstrap).
 */
export function DarkCarousel() {
  return (
    <Carousel
      data-bs-theme="dark"
      interval={null}
      className="carousel-demo"
      aria-roledescription="carousel"
      aria-label="Pale landscapes"
      prevLabel="Previous slide"
      nextLabel="Next slide"
    >
      {LIGHT_SLIDES.map((slide) => (
        <Carousel.Item key={slide.id}>
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
