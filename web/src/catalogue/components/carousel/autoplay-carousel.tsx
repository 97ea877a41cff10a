import { Pause, Play } from 'lucide-react';
import { useState } from 'react';
import { Button, Carousel } from 'react-bootstrap';
import { useMediaQuery } from '@/hooks/use-media-query';
import { SLIDES } from './carousel-slides';

/**
 * Turns every 5 seconds, with a button to pause it (hovering pauses it too). A visitor who asked
 * their system for reduced motion gets no autoplay and no sliding: they move it themselves.
 */
export function AutoplayCarousel() {
  const prefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [isPlaying, setPlaying] = useState(true);
  const playing = isPlaying && !prefersReducedMotion;

  return (
    <>
      <Carousel
        // The pictures are dark in either mode: keep the white controls and captions, which
        // dark mode would otherwise turn black.
        data-bs-theme="light"
        interval={playing ? 5000 : null}
        slide={!prefersReducedMotion}
        pause="hover"
        className="carousel-demo mb-3"
        aria-roledescription="carousel"
        aria-label="Landscapes, turning by themselves"
        prevLabel="Previous slide"
        nextLabel="Next slide"
      >
        {SLIDES.map((slide) => (
          <Carousel.Item key={slide.id}>
            <img src={slide.src} alt={slide.alt} width={1200} height={525} />
            <Carousel.Caption className="d-none d-md-block">
              <h3 className="h5">{slide.title}</h3>
            </Carousel.Caption>
          </Carousel.Item>
        ))}
      </Carousel>
      {prefersReducedMotion ? (
        <p className="small text-body-secondary mb-0">
          Autoplay is off: your system asks for reduced motion.
        </p>
      ) : (
        <Button
          variant="outline-secondary"
          size="sm"
          className="d-inline-flex align-items-center gap-1"
          onClick={() => setPlaying((p) => !p)}
        >
          {isPlaying ? (
            <Pause size={14} aria-hidden="true" />
          ) : (
            <Play size={14} aria-hidden="true" />
          )}
          {isPlaying ? 'Pause' : 'Play'}
        </Button>
      )}
    </>
  );
}
