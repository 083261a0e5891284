import { useCallback, useEffect, useRef, useState } from 'react';
import SignaturePadEngine from 'signature_pad';
import { PEN, signatureToPng, type SignatureImageOptions } from './signature-image';

/**
 * signature_pad on a canvas: touch, pen and mouse; the canvas's pixels follow its size on screen
 * and the device pixel ratio (strokes are drawn again after a resize or a zoom); undo of the last
 * stroke, clear, and the strokes as a compact PNG.
 */
export function useSignatureCanvas(output?: Partial<SignatureImageOptions>) {
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const padRef = useRef<SignaturePadEngine | null>(null);
  const [strokes, setStrokes] = useState(0);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const pad = new SignaturePadEngine(canvas, PEN);
    padRef.current = pad;
    const count = () => setStrokes(pad.toData().length);
    pad.addEventListener('endStroke', count);

    // offsetWidth, not the bounding box: the dialog opens with a scale animation.
    let fitted = '';
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = Math.round(canvas.offsetWidth * ratio);
      const height = Math.round(canvas.offsetHeight * ratio);
      const size = `${width}x${height}@${ratio}`;
      if (width === 0 || height === 0 || size === fitted) return;
      fitted = size;
      // A new size clears the canvas and its scale: both are set again and the strokes redrawn.
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.fromData(pad.toData());
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(canvas);
    // A zoom changes the pixel ratio without resizing the canvas's box.
    window.addEventListener('resize', fit);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', fit);
      pad.removeEventListener('endStroke', count);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = useCallback(() => {
    padRef.current?.clear();
    setStrokes(0);
  }, []);

  const undo = useCallback(() => {
    const pad = padRef.current;
    if (!pad) return;
    const data = pad.toData();
    data.pop();
    pad.fromData(data);
    setStrokes(data.length);
  }, []);

  const toPng = useCallback(() => (padRef.current ? signatureToPng(padRef.current.toData(), output) : null), [output]);

  return { canvasRef, strokes, clear, undo, toPng };
}
