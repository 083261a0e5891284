const PREFIX = '/forms/view/';

/** The link token of /forms/view/{token}; '' when the path has none. */
export function tokenFromPath(pathname: string): string {
  if (!pathname.startsWith(PREFIX)) return '';
  const raw = pathname.slice(PREFIX.length).split('/')[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return '';
  }
}
