import './photo-gallery.scss';
import { useState, type KeyboardEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Photo } from '@app/common/feedback';

function srcSet(photo: Photo, format: 'webp' | 'jpeg'): string {
  return photo.files
    .filter((f) => f.format === format)
    .map((f) => `${f.url} ${f.width}w`)
    .join(', ');
}

function smallest(photo: Photo): string {
  return photo.files.find((f) => f.format === 'jpeg')?.url ?? photo.files[0]?.url ?? '';
}

/** Where a photo was taken, as far as its position says; null when it had none. */
export function usePlaceText(): (photo: Photo) => string | null {
  const { t } = useTranslation('feedback');
  return (photo) => {
    if (photo.wardDistanceKm === null)
      return photo.source === 'staff' ? t('photos.noPosition') : null;
    if (photo.wardDistanceKm === 0) return t('photos.inWard');
    return t('photos.kmFromWard', { km: photo.wardDistanceKm });
  };
}

function Picture({ photo, alt, sizes }: { photo: Photo; alt: string; sizes: string }) {
  return (
    <picture>
      <source type="image/webp" srcSet={srcSet(photo, 'webp')} sizes={sizes} />
      <img
        src={smallest(photo)}
        srcSet={srcSet(photo, 'jpeg')}
        sizes={sizes}
        alt={alt}
        loading="lazy"
        decoding="async"
        width={photo.width}
        height={photo.height}
        className="feedback-photo rounded"
      />
    </picture>
  );
}

/** Thumbnails that open a lightbox (Escape closes it; arrow keys and buttons move). */
export function PhotoGallery({ photos, label }: { photos: Photo[]; label: string }) {
  const { t } = useTranslation('feedback');
  const place = usePlaceText();
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const alt = (p: Photo, i: number) =>
    p.caption ?? t('photos.alt', { n: i + 1, count: photos.length });
  const move = (step: number) =>
    setOpen((i) => (i === null ? null : (i + step + photos.length) % photos.length));
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') move(document.dir === 'rtl' ? -1 : 1);
    if (e.key === 'ArrowLeft') move(document.dir === 'rtl' ? 1 : -1);
  };
  const current = open === null ? undefined : photos[open];
  return (
    <>
      <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0" aria-label={label}>
        {photos.map((p, i) => (
          <li key={p.id} style={{ width: '7.5rem' }}>
            <button
              type="button"
              className="btn p-0 border-0 d-block w-100"
              onClick={() => setOpen(i)}
              aria-label={t('photos.open', { alt: alt(p, i) })}
            >
              <Picture photo={p} alt="" sizes="120px" />
            </button>
            {place(p) ? (
              <span className="d-block small text-body-secondary">{place(p)}</span>
            ) : null}
          </li>
        ))}
      </ul>
      <Modal
        show={current !== undefined}
        onHide={() => setOpen(null)}
        size="lg"
        centered
        onKeyDown={onKey}
      >
        {current && open !== null ? (
          <>
            <Modal.Header closeButton closeLabel={t('photos.close')}>
              <Modal.Title as="h2" className="h6">
                {t('photos.position', { n: open + 1, count: photos.length })}
              </Modal.Title>
            </Modal.Header>
            <Modal.Body>
              <Picture
                photo={current}
                alt={alt(current, open)}
                sizes="(max-width: 800px) 100vw, 800px"
              />
              {current.caption ? <p className="mt-2 mb-0">{current.caption}</p> : null}
              {place(current) ? (
                <p className="small text-body-secondary mb-0">{place(current)}</p>
              ) : null}
            </Modal.Body>
            {photos.length > 1 ? (
              <Modal.Footer className="justify-content-between">
                <button
                  type="button"
                  className="btn btn-outline-secondary tap-target"
                  onClick={() => move(-1)}
                >
                  <ChevronLeft size={16} aria-hidden="true" className="flip-rtl" />{' '}
                  {t('photos.previous')}
                </button>
                <button
                  type="button"
                  className="btn btn-outline-secondary tap-target"
                  onClick={() => move(1)}
                >
                  {t('photos.next')}{' '}
                  <ChevronRight size={16} aria-hidden="true" className="flip-rtl" />
                </button>
              </Modal.Footer>
            ) : null}
          </>
        ) : null}
      </Modal>
    </>
  );
}
