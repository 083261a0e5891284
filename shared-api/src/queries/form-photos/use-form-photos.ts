import { useLayoutEffect, useState } from 'react';
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
  // Issue 40: an address is handed out only for the blob it was made of and only until it is
  // revoked. Before, paging the viewer to a photo still loading kept the previous, revoked
  // address and a new <img> asked for it (net::ERR_FILE_NOT_FOUND). A layout effect makes and
  // forgets it before the browser paints, so a photo never flashes empty either.
  const [made, setMade] = useState<{ blob: Blob; url: string } | null>(null);
  useLayoutEffect(() => {
    const blob = query.data;
    if (!blob) return undefined;
    const url = URL.createObjectURL(blob);
    setMade({ blob, url });
    return () => {
      setMade((current) => (current?.url === url ? null : current));
      URL.revokeObjectURL(url);
    };
  }, [query.data]);
  return { url: made && query.data && made.blob === query.data ? made.url : null, isError: query.isError };
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
