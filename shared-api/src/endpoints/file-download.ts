import type { AxiosRequestConfig, AxiosResponse } from 'axios';

/** A file the API sent (an export, a form's PDF) and the name to save it under. */
export interface DownloadedFile {
  fileName: string;
  blob: Blob;
}

/** The file name of a Content-Disposition header (filename*=UTF-8''… or filename="…"), or null. */
export function fileNameOf(disposition: unknown): string | null {
  if (typeof disposition !== 'string') return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1].trim() : null;
}

/** An error answer of a binary request, read back into the { message, errors } body the client understands. */
function errorBodyOf(data: unknown): unknown {
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) {
    try {
      return JSON.parse(new TextDecoder().decode(data as ArrayBuffer));
    } catch {
      return null;
    }
  }
  return data;
}

/** Request options of a download: the answer as bytes, a refusal's JSON still read as { message, errors }. */
export const asFile: AxiosRequestConfig = {
  responseType: 'arraybuffer',
  transformResponse: (data: unknown, _headers: unknown, status?: number) => (status !== undefined && status >= 400 ? errorBodyOf(data) : data),
};

/** The answer of an `asFile` request as a Blob with its name (Content-Disposition, else `fallbackName`). */
export function downloadedFile(response: AxiosResponse<ArrayBuffer | Blob | string>, fallbackName: string): DownloadedFile {
  const type = String(response.headers['content-type'] ?? 'application/octet-stream');
  const data = response.data;
  const blob = data instanceof Blob ? data : new Blob([data as BlobPart], { type });
  return { fileName: fileNameOf(response.headers['content-disposition']) ?? fallbackName, blob };
}
