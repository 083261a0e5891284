import { useFormPhotoImage } from '@tamir/shared-api';
import { PHOTO_TEXTS } from './photo-texts';

export interface PhotoImageProps {
  formId: number;
  photoId: number;
  thumb: boolean;
  alt: string;
  width: number;
  height: number;
  className?: string;
}

/** A photo or its thumbnail, fetched with the session (an <img> cannot send the bearer token itself). */
export function PhotoImage({ formId, photoId, thumb, alt, width, height, className }: PhotoImageProps) {
  const { url, isError } = useFormPhotoImage(formId, photoId, thumb);
  if (isError) return <span className="ops-photos__missing">{PHOTO_TEXTS.imageFailed}</span>;
  if (!url)
    return <span className="ops-photos__placeholder" style={{ aspectRatio: `${width} / ${height}` }} aria-label={PHOTO_TEXTS.imageLoading} role="img" />;
  return <img src={url} alt={alt} width={width} height={height} className={className} decoding="async" />;
}
