import { act, fireEvent } from '@testing-library/react';

// jsdom has no canvas: tests of the signing pad get a 2D context that records its calls, and a
// toDataURL that answers a PNG-looking data URL naming the canvas's size (decoded by pngSizeOf).
// Only the canvas API is stood in for; signature_pad and the pad run as they are.

export interface CanvasCall {
  method: string;
  args: unknown[];
}

const PNG_MAGIC = '\x89PNG\r\n\x1a\n';

/** Installs the stand-in on HTMLCanvasElement.prototype until the returned function restores it. */
export function installFakeCanvas(): { calls: CanvasCall[]; restore: () => void } {
  const calls: CanvasCall[] = [];
  const contexts = new WeakMap<HTMLCanvasElement, object>();
  const makeContext = () => {
    const state: Record<string | symbol, unknown> = {};
    return new Proxy(state, {
      get(target, key) {
        if (key in target) return target[key];
        return (...args: unknown[]) => {
          calls.push({ method: String(key), args });
        };
      },
      set(target, key, value) {
        target[key] = value;
        return true;
      },
    });
  };
  const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    if (!contexts.has(this)) contexts.set(this, makeContext());
    return contexts.get(this) as CanvasRenderingContext2D;
  } as unknown as HTMLCanvasElement['getContext']);
  const toDataURL = jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (this: HTMLCanvasElement) {
    return `data:image/png;base64,${btoa(`${PNG_MAGIC}${this.width}x${this.height}!`)}`;
  });
  return {
    calls,
    restore: () => {
      getContext.mockRestore();
      toDataURL.mockRestore();
    },
  };
}

/** The size toDataURL wrote into a data URL made by the stand-in. */
export function pngSizeOf(dataUrl: string): { width: number; height: number } {
  const text = atob(dataUrl.slice('data:image/png;base64,'.length)).slice(PNG_MAGIC.length);
  const [width, height] = text.replace('!', '').split('x').map(Number);
  return { width, height };
}

/** A mouse stroke through the points (client coordinates), as signature_pad listens for it. */
export function drawWithMouse(canvas: HTMLElement, points: ReadonlyArray<[number, number]>) {
  const [first, ...rest] = points;
  act(() => {
    fireEvent.mouseDown(canvas, { buttons: 1, clientX: first[0], clientY: first[1] });
    for (const [x, y] of rest.slice(0, -1)) fireEvent.mouseMove(document, { buttons: 1, clientX: x, clientY: y });
    const [x, y] = rest.at(-1) ?? first;
    fireEvent.mouseUp(document, { buttons: 0, clientX: x, clientY: y });
  });
}

/** A one-finger stroke through the points, as a tablet's web view sends it. */
export function drawWithFinger(canvas: HTMLElement, points: ReadonlyArray<[number, number]>) {
  const touch = ([clientX, clientY]: [number, number]) => ({ identifier: 1, target: canvas, clientX, clientY, force: 0.5 });
  const [first, ...rest] = points;
  act(() => {
    fireEvent.touchStart(canvas, { targetTouches: [touch(first)], changedTouches: [touch(first)] });
    for (const point of rest.slice(0, -1)) fireEvent.touchMove(canvas, { targetTouches: [touch(point)], changedTouches: [touch(point)] });
    const last = rest.at(-1) ?? first;
    fireEvent.touchEnd(canvas, { targetTouches: [], changedTouches: [touch(last)] });
  });
}
