import { useCallback, useRef, useState } from 'react';
import { errorMessage, PHOTO_LIMITS, useUploadFormPhoto, type PhotoStage } from '@tamir/shared-api';
import { formatFileSize, shrinkPhoto, toast } from '@tamir/shared-ui';
import { PHOTO_TEXTS } from './photo-texts';

export interface UploadRow {
  key: number;
  name: string;
  /** 0..1 of the bytes sent. */
  progress: number;
  state: 'preparing' | 'uploading' | 'done' | 'failed';
  error?: string;
}

/**
 * The photos picked at once, each shrunk in the browser and sent on its own with its own progress
 * (one after another: a phone's connection is better used by one upload at a time).
 */
export function usePhotoUploads(formId: number) {
  const upload = useUploadFormPhoto();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const nextKey = useRef(1);

  const update = useCallback(
    (key: number, change: Partial<UploadRow>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row))),
    [],
  );

  const fail = useCallback(
    (key: number, message: string) => {
      update(key, { state: 'failed', error: message });
      toast.error(message);
    },
    [update],
  );

  const start = useCallback(
    async (files: File[], stage: PhotoStage, caption: string) => {
      const batch = files.map((file) => ({ key: nextKey.current++, name: file.name || 'foto', progress: 0, state: 'preparing' as const }));
      setRows((current) => [...current.filter((row) => row.state !== 'done'), ...batch]);
      let added = 0;
      for (const [index, file] of files.entries()) {
        const { key } = batch[index];
        try {
          const shrunk = await shrinkPhoto(file);
          // Issue 40: what the browser could not shrink and the server would refuse is not sent at all.
          if (shrunk.blob.size > PHOTO_LIMITS.uploadBytes) {
            fail(key, PHOTO_TEXTS.tooLarge(formatFileSize(shrunk.blob.size)));
            continue;
          }
          update(key, { state: 'uploading' });
          await upload.mutateAsync({
            formId,
            file: shrunk.blob,
            fileName: shrunk.fileName,
            stage,
            caption,
            onProgress: (progress) => update(key, { progress }),
          });
          update(key, { state: 'done', progress: 1 });
          added++;
        } catch (error) {
          fail(key, errorMessage(error, PHOTO_TEXTS.uploadFailed));
        }
      }
      if (added > 0) toast.success(PHOTO_TEXTS.uploadedToast(added));
    },
    [fail, formId, update, upload],
  );

  /** A failed row is put away by the user once read (issue 40). */
  const dismiss = useCallback((key: number) => setRows((current) => current.filter((row) => row.key !== key)), []);

  return { rows, start, dismiss, busy: rows.some((row) => row.state === 'preparing' || row.state === 'uploading') };
}
