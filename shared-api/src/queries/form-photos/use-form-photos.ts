import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../api-context';
import { deleteFormPhoto, getFormPhotoImage, getFormPhotos, uploadFormPhoto, type PhotoUploadInput } from '../../endpoints/form-photos';
import { invalidate } from '../invalidate';
import { queryKeys } from '../query-keys';

/** GET /repairform/{id}/photos. */
export function useFormPhotos(formId: number | null) {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.repairForms.photos(formId ?? 0), queryFn: () => getFormPhotos(api, formId ?? 0), enabled: formId !== null });
}

/**
 * A photo's image or thumbnail as an object URL for an <img>, fetched with the session; the URL is
 * revoked when the component lets go of it. A photo never changes under its id: cached for the session.
 */
export function useFormPhotoImage(formId: number, photoId: number, thumb: boolean) {
  const api = useApi();
  const query = useQuery({
    queryKey: queryKeys.repairForms.photoImage(formId, photoId, thumb),
    queryFn: () => getFormPhotoImage(api, formId, photoId, thumb),
    staleTime: Infinity,
    gcTime: thumb ? 10 * 60_000 : 60_000,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return undefined;
    const made = URL.createObjectURL(query.data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [query.data]);
  return { url: query.data ? url : null, isError: query.isError };
}

/**
 * POST /repairform/{id}/photos, one photo per call; `onProgress` (0..1) drives its progress bar.
 * The list is read again after each upload, whatever its outcome.
 */
export function useUploadFormPhoto() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ onProgress, ...input }: PhotoUploadInput & { onProgress?: (fraction: number) => void }) => uploadFormPhoto(api, input, onProgress),
    onSettled: (_photo, _error, { formId }) => invalidate(client, queryKeys.repairForms.photos(formId)),
  });
}

/** DELETE /repairform/{id}/photos/{photoId}; the list is read again (a 409 means the form was signed meanwhile). */
export function useDeleteFormPhoto() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ formId, photoId }: { formId: number; photoId: number }) => deleteFormPhoto(api, formId, photoId),
    onSettled: (_answer, _error, { formId }) => invalidate(client, queryKeys.repairForms.photos(formId)),
  });
}
