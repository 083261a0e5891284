/**
 * The portal's public address (general.publicBaseUrl, issue 14): where a link in an e-mail or a QR
 * code opens. An absolute http(s) address with nothing after the host but an optional '/': no
 * path, query, fragment or credentials.
 */
export function normalizePublicBaseUrl(raw: string): string | null {
  const text = raw.trim();
  if (text === '') return '';
  if (!/^https?:\/\/[^/?#\s]+\/?$/i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.username || url.password || !url.hostname) return null;
  return url.origin;
}

/** The absolute address of a form's public page: `base` (no trailing '/') and the spec's path. */
export const publicFormUrl = (base: string, token: string) => `${base}/forms/view/${token}`;
