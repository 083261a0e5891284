/**
 * The portal's own Android/iOS apps load it in a web view whose user agent carries this marker
 * (e.g. "… Mobile Safari/537.36 TamirFormuApp/1.0"). A phone browser has no marker, so it keeps
 * printing; the marker without a mobile platform is not a web view either.
 */
export const WEB_VIEW_MARKER = 'TamirFormuApp';

/** iPadOS web views report a desktop "Macintosh" platform, so it counts as iOS here. */
const MOBILE_PLATFORM = /Android|iPhone|iPad|iPod|Macintosh/;

/** Class on <html> in web-view mode: no text selection, no callout (see web-view.css). */
export const WEB_VIEW_CLASS = 'tf-webview';

function currentUserAgent(): string {
  return typeof navigator === 'undefined' ? '' : navigator.userAgent || '';
}

/** True inside the portal's Android or iOS app (core-journeys §1). */
export function isWebView(userAgent: string = currentUserAgent()): boolean {
  return userAgent.includes(WEB_VIEW_MARKER) && MOBILE_PLATFORM.test(userAgent);
}

const blockContextMenu = (event: Event) => event.preventDefault();

/**
 * Web-view mode for a whole page: the context menu and text selection are disabled. Does nothing
 * outside a web view. Returns a function that undoes it.
 */
export function applyWebViewMode(doc: Document = document, userAgent?: string): () => void {
  if (!isWebView(userAgent)) return () => undefined;
  doc.documentElement.classList.add(WEB_VIEW_CLASS);
  doc.addEventListener('contextmenu', blockContextMenu);
  return () => {
    doc.documentElement.classList.remove(WEB_VIEW_CLASS);
    doc.removeEventListener('contextmenu', blockContextMenu);
  };
}
