import { useState } from 'react';
import { isWebView } from './web-view';

/** Whether the page runs in the portal's app web view; the user agent does not change while it runs. */
export function useWebView(): boolean {
  const [webView] = useState(isWebView);
  return webView;
}
