import { useState } from 'react';
import { Button, Carousel } from 'react-bootstrap';
import { SLIDES } from './carousel-slides';

/** The page holds the active slide: buttons outside the carousel choose it. */
export function ControlledCarousel() {
  const [index, setIndex] = useState(0);

  return (
    <>
      <div role="group" aria-label="Choose a slide" className="demo-row mb-3">
        {SLIDES.map((slide, i) => (
          <Button
            key={slide.id}
            variant="outline-primary"
            size="sm"
            active={i === index}
            aria-pressed={i === index}
            onClick={() => setIndex(i)}
          >
            {slide.title}
          </Button>
        ))}
      </div>
      <Carousel
        // The pictures are dark in either mode: keep the white controls and captions, which
        // dark mode would otherwise turn black.
        data-bs-theme="light"
        activeIndex={index}
        onSelect={(i) => setIndex(i)}
        interval={null}
        indicators={false}
        className="carousel-demo"
        aria-roledescription="carousel"
        aria-label="Landscapes, chosen above"
        prevLabel="Previous slide"
        nextLabel="Next slide"
      >
        {SLIDES.map((slide) => (
          <Carousel.Item key={slide.id}>
            <img src={slide.src} alt={slide.alt} width={1200} height={525} />
          </Carousel.Item>
        ))}
      </Carousel>
      <p className="mt-2 mb-0" aria-live="polite">
        Slide {index + 1} of {SLIDES.length}: {SLIDES[index]?.title}
      </p>
    </>
  );
}
