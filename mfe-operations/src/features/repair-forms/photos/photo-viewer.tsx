import { useEffect, useRef, useState } from 'react';
import { Button, ConfirmDialog, Modal, toast } from '@tamir/shared-ui';
import { errorMessage, MSG, useDeleteFormPhoto, type FormPhoto } from '@tamir/shared-api';
import { PhotoImage } from './photo-image';
import { PHOTO_TEXTS } from './photo-texts';

export interface PhotoViewerProps {
  formId: number;
  photos: FormPhoto[];
  /** The photo shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  canDelete: boolean;
}

const SWIPE_PX = 40;

/** The large photo in a dialog: previous/next by button, arrow keys and swipe; Escape closes; delete while allowed. */
export function PhotoViewer({ formId, photos, index, onIndexChange, canDelete }: PhotoViewerProps) {
  const open = index !== null && photos.length > 0;
  const current = open ? Math.min(index, photos.length - 1) : 0;
  const photo = open ? photos[current] : null;
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteFormPhoto();
  const swipeStart = useRef<number | null>(null);

  const go = (step: number) => {
    if (!open || photos.length < 2) return;
    onIndexChange((current + step + photos.length) % photos.length);
  };

  useEffect(() => {
    if (!open || confirming) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') go(-1);
      else if (event.key === 'ArrowRight') go(1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const removePhoto = async () => {
    if (!photo) return;
    try {
      await remove.mutateAsync({ formId, photoId: photo.id });
      toast.success(MSG.photoDeleted);
      onIndexChange(photos.length > 1 ? Math.max(0, current - (current === photos.length - 1 ? 1 : 0)) : null);
    } catch (error) {
      toast.error(errorMessage(error, PHOTO_TEXTS.removeFailed));
      throw error;
    }
  };

  return (
    <>
      <Modal
        open={open}
        onOpenChange={(next) => !next && onIndexChange(null)}
        title={PHOTO_TEXTS.viewerTitle(current + 1, photos.length)}
        description={photo ? `${photo.stage}${photo.caption ? ` · ${photo.caption}` : ''}` : undefined}
        size="lg"
        initialFocus="dialog"
        className="ops-photo-viewer"
        actions={
          <>
            {canDelete && (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {PHOTO_TEXTS.remove}
              </Button>
            )}
            {photos.length > 1 && (
              <>
                <Button variant="secondary" onClick={() => go(-1)}>
                  {PHOTO_TEXTS.previous}
                </Button>
                <Button variant="secondary" onClick={() => go(1)}>
                  {PHOTO_TEXTS.next}
                </Button>
              </>
            )}
          </>
        }
      >
        {photo && (
          <figure
            className="ops-photo-viewer__figure"
            data-testid="photo-viewer-image"
            onPointerDown={(event) => (swipeStart.current = event.clientX)}
            onPointerUp={(event) => {
              const start = swipeStart.current;
              swipeStart.current = null;
              if (start === null) return;
              const moved = event.clientX - start;
              if (Math.abs(moved) >= SWIPE_PX) go(moved < 0 ? 1 : -1);
            }}
          >
            <PhotoImage
              formId={formId}
              photoId={photo.id}
              thumb={false}
              alt={PHOTO_TEXTS.alt(photo.stage, photo.caption)}
              width={photo.width}
              height={photo.height}
            />
            {photos.length > 1 && <figcaption className="ops-muted">{PHOTO_TEXTS.swipeHint}</figcaption>}
          </figure>
        )}
      </Modal>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={PHOTO_TEXTS.removeTitle}
        description={PHOTO_TEXTS.removeDescription}
        confirmLabel={PHOTO_TEXTS.removeConfirm}
        busyLabel={PHOTO_TEXTS.removing}
        variant="danger"
        onConfirm={removePhoto}
      />
    </>
  );
}
