import type { ReactNode } from 'react';
import { cx } from '../utils/cx';

export interface DocumentPhoto {
  key: string | number;
  /** The thumbnail element (an <img loading="lazy"> on the public page, a session-fetched image on the operations screens). */
  image: ReactNode;
  /** The large image, as a plain link (works with scripts off). */
  href?: string;
  /** The link's accessible name. */
  linkLabel?: string;
  stage: string;
  caption: string;
}

export interface DocumentPhotosProps {
  photos: DocumentPhoto[];
  headingLevel: 2 | 3;
  /** On paper only (the operations screens show the photos in a card of their own). */
  printOnly?: boolean;
  className?: string;
}

export const DOCUMENT_PHOTOS_TITLE = 'Fotoğraflar';

/** The form's photos in the document (issue 29): every thumbnail on screen, at most six on paper (print CSS). */
export function DocumentPhotos({ photos, headingLevel, printOnly = false, className }: DocumentPhotosProps) {
  if (photos.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={cx('tf-document__photos', printOnly && 'print-only', className)} aria-label={DOCUMENT_PHOTOS_TITLE}>
      <Heading className="tf-document__subtitle">{DOCUMENT_PHOTOS_TITLE}</Heading>
      <ul className="tf-document__photo-grid">
        {photos.map((photo) => (
          <li key={photo.key}>
            <figure>
              {photo.href ? (
                <a href={photo.href} aria-label={photo.linkLabel}>
                  {photo.image}
                </a>
              ) : (
                photo.image
              )}
              <figcaption>
                <span className="tf-document__photo-stage">{photo.stage}</span>
                {photo.caption && <span> · {photo.caption}</span>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
