import type { AxiosInstance } from 'axios';
import { photoPaths, type PhotoStage } from '../domain/photos';
import type { FormPhoto, FormPhotoList } from '../dto/photos';

/** GET /repairform/{id}/photos: every photo of the form (at most 20), whether they may be deleted, how many more fit. */
export const getFormPhotos = (api: AxiosInstance, formId: number) => api.get<FormPhotoList>(photoPaths.list(formId)).then((r) => r.data);

export interface PhotoUploadInput {
  formId: number;
  /** The photo as it leaves the phone (shrunk by `shrinkPhoto` first). */
  file: Blob;
  fileName?: string;
  stage: PhotoStage;
  caption?: string;
}

/**
 * POST /repairform/{id}/photos as multipart/form-data; `onProgress` gets 0..1 as the bytes leave
 * (axios onUploadProgress). The server reads the type from the bytes and re-encodes the image.
 */
export function uploadFormPhoto(
  api: AxiosInstance,
  input: PhotoUploadInput,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<FormPhoto> {
  const body = new FormData();
  body.append('stage', input.stage);
  if (input.caption) body.append('caption', input.caption);
  body.append('file', input.file, input.fileName ?? 'foto.jpg');
  return api
    .post<FormPhoto>(photoPaths.list(input.formId), body, {
      signal,
      // Not the client's JSON default (axios would turn the FormData into JSON); the browser then writes the boundary.
      headers: { 'Content-Type': 'multipart/form-data' },
      onUploadProgress: (event) => {
        const total = event.total ?? input.file.size;
        if (onProgress && total > 0) onProgress(Math.min(1, event.loaded / total));
      },
    })
    .then((r) => r.data);
}

/** GET /repairform/{id}/photos/{photoId}[/thumb] as a Blob (the session is a bearer token, so an <img> cannot fetch it itself). */
export const getFormPhotoImage = (api: AxiosInstance, formId: number, photoId: number, thumb: boolean) =>
  api.get<Blob>(thumb ? photoPaths.thumb(formId, photoId) : photoPaths.image(formId, photoId), { responseType: 'blob' }).then((r) => r.data);

/** DELETE /repairform/{id}/photos/{photoId}: refused (409) once the form is signed or delivered. */
export const deleteFormPhoto = (api: AxiosInstance, formId: number, photoId: number) =>
  api.delete<{ message: string }>(photoPaths.image(formId, photoId)).then((r) => r.data);
