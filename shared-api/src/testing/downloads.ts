/**
 * Downloads a screen starts (a blob address on an anchor it clicks) captured instead of followed:
 * call it in beforeEach and read the anchors it returns (`download` is the file name); jest's
 * restoreAllMocks undoes the click spy. For jsdom tests only.
 */
export function captureDownloads(blobUrl = 'blob:tamir/1'): HTMLAnchorElement[] {
  const clicked: HTMLAnchorElement[] = [];
  URL.createObjectURL = jest.fn(() => blobUrl);
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return clicked;
}
