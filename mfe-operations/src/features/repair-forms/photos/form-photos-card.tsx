import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Button, Card, LoadingText, Select, TextField } from '@tamir/shared-ui';
import { PHOTO_LIMITS, PHOTO_STAGES, useFormPhotos, type PhotoStage } from '@tamir/shared-api';
import { PhotoImage } from './photo-image';
import { PHOTO_TEXTS } from './photo-texts';
import { PhotoViewer } from './photo-viewer';
import { usePhotoUploads, type UploadRow } from './use-photo-uploads';
import './form-photos.css';

const stageOptions = PHOTO_STAGES.map((stage) => ({ value: stage, label: stage }));

function uploadText(row: UploadRow): string {
  if (row.state === 'preparing') return PHOTO_TEXTS.preparing;
  if (row.state === 'uploading') return PHOTO_TEXTS.uploading(Math.round(row.progress * 100));
  if (row.state === 'done') return PHOTO_TEXTS.uploaded;
  return row.error ?? PHOTO_TEXTS.uploadFailed;
}

/**
 * The form's photos (issue 29): 'Fotoğraf Ekle' opens the camera or the gallery (several at once),
 * each photo shrunk in the browser and sent with its own progress bar, for Teslim Alma or Teslim;
 * the thumbnails below open large.
 */
export interface FormPhotosCardProps {
  formId: number;
  defaultStage?: PhotoStage;
  /** Told while photos upload or one is open large (the new-form screen holds its redirect countdown meanwhile). */
  onBusyChange?: (busy: boolean) => void;
}

export function FormPhotosCard({ formId, defaultStage = 'Teslim Alma', onBusyChange }: FormPhotosCardProps) {
  const list = useFormPhotos(formId);
  const [stage, setStage] = useState<PhotoStage>(defaultStage);
  const [caption, setCaption] = useState('');
  const [viewing, setViewing] = useState<number | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const uploads = usePhotoUploads(formId);
  const photos = list.data?.photos ?? [];
  const remaining = list.data?.remaining ?? PHOTO_LIMITS.perForm;
  const busy = uploads.busy || viewing !== null;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const picked = (files: FileList | null) => {
    const chosen = Array.from(files ?? []).slice(0, remaining);
    if (input.current) input.current.value = '';
    if (chosen.length === 0) return;
    void uploads.start(chosen, stage, caption.trim());
    setCaption('');
  };

  return (
    <Card title={PHOTO_TEXTS.title} titleAs="h2" className="no-print ops-photos">
      <div className="ops-photos__controls">
        <Select label={PHOTO_TEXTS.stage} options={stageOptions} value={stage} onChange={(event) => setStage(event.target.value as PhotoStage)} />
        <TextField
          label={PHOTO_TEXTS.caption}
          hint={PHOTO_TEXTS.captionHint}
          value={caption}
          maxLength={PHOTO_LIMITS.captionMax}
          onChange={(event) => setCaption(event.target.value)}
        />
        <div className="ops-photos__add">
          <input
            ref={input}
            id={inputId}
            className="tf-visually-hidden"
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            disabled={remaining === 0}
            onChange={(event) => picked(event.target.files)}
            data-testid="photo-input"
          />
          <label htmlFor={inputId} className={`tf-btn tf-btn--primary tf-btn--md ops-photos__add-button${remaining === 0 ? ' is-disabled' : ''}`}>
            {PHOTO_TEXTS.add}
          </label>
          <span className="ops-muted">{remaining === 0 ? PHOTO_TEXTS.full : PHOTO_TEXTS.remaining(remaining)}</span>
        </div>
      </div>

      {uploads.rows.length > 0 && (
        <ul className="ops-photos__uploads" aria-label="Yüklemeler">
          {uploads.rows.map((row) => (
            <li key={row.key} className={`ops-photos__upload is-${row.state}`}>
              <span className="ops-photos__upload-name">{row.name}</span>
              {/* A failed row has no bar (a full one read as sent), its reason on a line of its own, and a way to put it away. */}
              {row.state === 'failed' ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="ops-photos__upload-dismiss"
                  aria-label={PHOTO_TEXTS.dismissLabel(row.name)}
                  onClick={() => uploads.dismiss(row.key)}
                >
                  {PHOTO_TEXTS.dismiss}
                </Button>
              ) : (
                <progress max={100} value={Math.round(row.progress * 100)} aria-label={PHOTO_TEXTS.progressLabel(row.name)} />
              )}
              <span className="ops-photos__upload-state" role={row.state === 'failed' ? 'alert' : undefined}>
                {uploadText(row)}
              </span>
            </li>
          ))}
        </ul>
      )}

      {list.isError && <Alert variant="error">{PHOTO_TEXTS.listFailed}</Alert>}
      {list.isLoading && <LoadingText />}
      {list.data && photos.length === 0 && <p className="ops-muted">{PHOTO_TEXTS.empty}</p>}
      {photos.length > 0 && (
        <ul className="ops-photos__grid" aria-label={PHOTO_TEXTS.title}>
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <button
                type="button"
                className="ops-photos__thumb"
                onClick={() => setViewing(index)}
                aria-label={PHOTO_TEXTS.open(photo.stage, index + 1, photo.caption)}
              >
                <PhotoImage formId={formId} photoId={photo.id} thumb alt="" width={photo.thumbWidth} height={photo.thumbHeight} />
                <span className="ops-photos__stage">{photo.stage}</span>
              </button>
              {photo.caption && <span className="ops-photos__caption">{photo.caption}</span>}
            </li>
          ))}
        </ul>
      )}
      {list.data && !list.data.canDelete && photos.length > 0 && <p className="ops-muted">{PHOTO_TEXTS.locked}</p>}

      <PhotoViewer formId={formId} photos={photos} index={viewing} onIndexChange={setViewing} canDelete={!!list.data?.canDelete} />
    </Card>
  );
}
