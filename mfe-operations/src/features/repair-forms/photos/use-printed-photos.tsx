import { PHOTO_LIMITS, useFormPhotos } from '@tamir/shared-api';
import type { DocumentPhoto } from '@tamir/shared-ui';
import { PhotoImage } from './photo-image';
import { PHOTO_TEXTS } from './photo-texts';

/** The first six photos for the printed form (issue 29), their thumbnails fetched with the session. */
export function usePrintedPhotos(formId: number | null): DocumentPhoto[] | undefined {
  const list = useFormPhotos(formId);
  if (formId === null || !list.data) return undefined;
  return list.data.photos.slice(0, PHOTO_LIMITS.printed).map((photo) => ({
    key: photo.id,
    stage: photo.stage,
    caption: photo.caption,
    image: (
      <PhotoImage
        formId={formId}
        photoId={photo.id}
        thumb
        alt={PHOTO_TEXTS.alt(photo.stage, photo.caption)}
        width={photo.thumbWidth}
        height={photo.thumbHeight}
      />
    ),
  }));
}
