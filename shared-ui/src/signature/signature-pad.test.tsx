import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { drawWithFinger, drawWithMouse, installFakeCanvas, pngSizeOf, type CanvasCall } from '../testing/fake-canvas';
import { SignatureDialog } from './signature-dialog';
import { SignaturePad } from './signature-pad';

let canvas: { calls: CanvasCall[]; restore: () => void };
beforeEach(() => {
  canvas = installFakeCanvas();
});
afterEach(() => canvas.restore());

const save = () => screen.getByRole('button', { name: 'İmzayı Kaydet' });
const pad = () => screen.getByRole('img', { name: 'İmza alanı' });

describe('SignaturePad', () => {
  it('labels the drawing surface, its tools and the name field, and waits for a stroke and a name', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    render(<SignaturePad onSave={onSave} />);

    expect(pad()).toHaveAccessibleDescription(/imzanızı atın.*Henüz imza atılmadı/);
    expect(screen.getByRole('button', { name: 'Geri al' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Temizle' })).toBeDisabled();
    const name = screen.getByRole('textbox', { name: /Ad Soyad/ });
    expect(name).toBeRequired();
    expect(name).toHaveAttribute('maxLength', '100');
    expect(save()).toBeDisabled();
    expect(save()).toHaveAccessibleDescription('Kaydetmek için imzanızı atın ve adınızı yazın.');

    await user.type(name, 'Ayşe Yılmaz');
    expect(save()).toBeDisabled();
    await user.clear(name);
    drawWithMouse(pad(), [
      [10, 10],
      [60, 35],
      [110, 60],
    ]);
    expect(screen.getByText('İmza atıldı.')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await user.type(name, '   ');
    expect(save()).toBeDisabled();
    await user.type(name, 'Ayşe Yılmaz  ');
    expect(save()).toBeEnabled();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('hands over the trimmed name and a PNG cropped to the strokes', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    render(<SignaturePad onSave={onSave} />);
    drawWithMouse(pad(), [
      [10, 10],
      [60, 35],
      [110, 60],
    ]);
    await user.type(screen.getByRole('textbox', { name: /Ad Soyad/ }), '  Ayşe Yılmaz ');
    await user.click(save());

    expect(onSave).toHaveBeenCalledTimes(1);
    const [value] = onSave.mock.calls[0];
    expect(Object.keys(value).sort()).toEqual(['image', 'signerName']);
    expect(value.signerName).toBe('Ayşe Yılmaz');
    expect(value.image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    // 100 × 50 CSS pixels of strokes, a 5 px margin for the pen, twice the pixels for print.
    expect(pngSizeOf(value.image)).toEqual({ width: 220, height: 120 });
  });

  it('keeps a large signature within 600 × 240 pixels', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    render(<SignaturePad onSave={onSave} />);
    drawWithMouse(pad(), [
      [0, 0],
      [600, 100],
      [1200, 200],
    ]);
    await user.type(screen.getByRole('textbox', { name: /Ad Soyad/ }), 'Uzun İmza');
    await user.click(save());
    const { width, height } = pngSizeOf(onSave.mock.calls[0][0].image);
    expect(width).toBeLessThanOrEqual(600);
    expect(height).toBeLessThanOrEqual(240);
    expect(width).toBeGreaterThan(590);
  });

  it('takes back the last stroke with Geri al and starts again with Temizle', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    render(<SignaturePad onSave={onSave} />);
    await user.type(screen.getByRole('textbox', { name: /Ad Soyad/ }), 'Mehmet Kaya');
    drawWithMouse(pad(), [
      [10, 10],
      [40, 20],
      [70, 30],
    ]);
    drawWithMouse(pad(), [
      [200, 100],
      [300, 150],
      [400, 200],
    ]);

    await user.click(screen.getByRole('button', { name: 'Geri al' }));
    expect(save()).toBeEnabled();
    await user.click(save());
    // Only the first stroke is left: 60 × 20 CSS pixels plus the margin.
    expect(pngSizeOf(onSave.mock.calls[0][0].image)).toEqual({ width: 140, height: 60 });

    await user.click(screen.getByRole('button', { name: 'Temizle' }));
    expect(save()).toBeDisabled();
    expect(screen.getByText('Henüz imza atılmadı.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Temizle' })).toBeDisabled();

    drawWithMouse(pad(), [
      [10, 10],
      [40, 20],
      [70, 30],
    ]);
    await user.click(screen.getByRole('button', { name: 'Geri al' }));
    expect(save()).toBeDisabled();
  });

  it('draws with a finger (the tablet web view)', async () => {
    const user = userEvent.setup();
    const onSave = jest.fn();
    render(<SignaturePad onSave={onSave} />);
    expect(pad().style.touchAction).toBe('none');
    drawWithFinger(pad(), [
      [20, 20],
      [70, 45],
      [120, 70],
    ]);
    await user.type(screen.getByRole('textbox', { name: /Ad Soyad/ }), 'Şoför Ali');
    await user.click(save());
    expect(pngSizeOf(onSave.mock.calls[0][0].image)).toEqual({ width: 220, height: 120 });
  });

  it('sizes the canvas for the device pixel ratio and draws in CSS pixels', () => {
    const ratio = window.devicePixelRatio;
    const box = (value: number) => ({ configurable: true, get: () => value });
    Object.defineProperty(HTMLCanvasElement.prototype, 'offsetWidth', box(300));
    Object.defineProperty(HTMLCanvasElement.prototype, 'offsetHeight', box(160));
    Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: 2 });
    try {
      render(<SignaturePad onSave={jest.fn()} />);
      expect(pad()).toHaveAttribute('width', '600');
      expect(pad()).toHaveAttribute('height', '320');
      expect(canvas.calls).toContainEqual({ method: 'scale', args: [2, 2] });
    } finally {
      Object.defineProperty(window, 'devicePixelRatio', { configurable: true, value: ratio });
      Reflect.deleteProperty(HTMLCanvasElement.prototype, 'offsetWidth');
      Reflect.deleteProperty(HTMLCanvasElement.prototype, 'offsetHeight');
    }
  });

  it('shows a saving error and waits while saving', () => {
    render(<SignaturePad onSave={jest.fn()} busy error="Bu form bu taraf için zaten imzalanmış." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Bu form bu taraf için zaten imzalanmış.');
    expect(screen.getByRole('button', { name: /Kaydediliyor/ })).toBeDisabled();
  });
});

function DialogHarness({ onSave }: { onSave: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Şoför imzası
      </button>
      <SignatureDialog open={open} onOpenChange={setOpen} title="Şoför İmzası" description="Teslim eden şoför imzalar." onSave={onSave} />
    </>
  );
}

describe('SignatureDialog', () => {
  it('opens the pad in a dialog focused as a whole (no keyboard over the pad), and Vazgeç closes it', async () => {
    const user = userEvent.setup();
    render(<DialogHarness onSave={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Şoför imzası' }));
    const dialog = screen.getByRole('dialog', { name: 'Şoför İmzası' });
    expect(dialog).toHaveFocus();
    expect(pad()).toBeInTheDocument();

    await user.tab();
    expect(screen.getByRole('textbox', { name: /Ad Soyad/ })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Şoför imzası' })).toHaveFocus();
  });

  it('starts with an empty pad each time it opens', async () => {
    const user = userEvent.setup();
    render(<DialogHarness onSave={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Şoför imzası' }));
    drawWithMouse(pad(), [
      [10, 10],
      [60, 35],
      [110, 60],
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Şoför imzası' }));
    expect(screen.getByText('Henüz imza atılmadı.')).toBeInTheDocument();
  });
});
