import { fitWithin, shrinkPhoto } from './shrink-photo';

describe('fitWithin', () => {
  it('brings a 12-megapixel photo to 1600 px on its longest side, keeping the shape', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3024, 4032, 1600)).toEqual({ width: 1200, height: 1600 });
  });
  it('never enlarges a small photo', () => {
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
  });
});

describe('shrinkPhoto', () => {
  it('sends the original when the browser cannot decode it (HEIC outside Safari)', async () => {
    const heic = new File([new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63])], 'IMG_0001.HEIC', { type: 'image/heic' });
    const previous = globalThis.createImageBitmap;
    globalThis.createImageBitmap = (() =>
      Promise.reject(new DOMException('The source image could not be decoded.', 'InvalidStateError'))) as typeof createImageBitmap;
    try {
      const result = await shrinkPhoto(heic);
      expect(result.shrunk).toBe(false);
      expect(result.blob).toBe(heic);
      expect(result.fileName).toBe('IMG_0001.HEIC');
    } finally {
      globalThis.createImageBitmap = previous;
    }
  });
});
