import { renderHook } from '@testing-library/react';
import { applyWebViewMode, isWebView, WEB_VIEW_CLASS } from './web-view';
import { useWebView } from './use-web-view';

const ANDROID_APP =
  'Mozilla/5.0 (Linux; Android 14; SM-A546E; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36 TamirFormuApp/1.0';
const IPHONE_APP = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 TamirFormuApp/1.0';
const IPAD_APP = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) TamirFormuApp/1.0';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP_WITH_MARKER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 TamirFormuApp/1.0';

describe('isWebView', () => {
  it.each([ANDROID_APP, IPHONE_APP, IPAD_APP])('recognises the app web view: %s', (ua) => {
    expect(isWebView(ua)).toBe(true);
  });

  it.each([ANDROID_CHROME, DESKTOP_WITH_MARKER, ''])('is false without the marker or a mobile platform: %s', (ua) => {
    expect(isWebView(ua)).toBe(false);
  });

  it('reads navigator.userAgent by default', () => {
    const spy = jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID_APP);
    expect(isWebView()).toBe(true);
    const { result } = renderHook(() => useWebView());
    expect(result.current).toBe(true);
    spy.mockReturnValue(ANDROID_CHROME);
    expect(isWebView()).toBe(false);
    spy.mockRestore();
  });
});

describe('applyWebViewMode', () => {
  const contextMenu = () => {
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(event);
    return event;
  };

  it('disables selection and the context menu in a web view, and undoes it', () => {
    const undo = applyWebViewMode(document, IPHONE_APP);
    expect(document.documentElement).toHaveClass(WEB_VIEW_CLASS);
    expect(contextMenu().defaultPrevented).toBe(true);
    undo();
    expect(document.documentElement).not.toHaveClass(WEB_VIEW_CLASS);
    expect(contextMenu().defaultPrevented).toBe(false);
  });

  it('leaves an ordinary browser alone', () => {
    applyWebViewMode(document, ANDROID_CHROME);
    expect(document.documentElement).not.toHaveClass(WEB_VIEW_CLASS);
    expect(contextMenu().defaultPrevented).toBe(false);
  });
});
