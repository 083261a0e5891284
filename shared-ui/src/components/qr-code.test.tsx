import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import axe from 'axe-core';
import { decodeQrSvg } from '../testing/decode-qr-svg';
import { QrCode, qrCodePath } from './qr-code';

const URL = 'https://tamir.example.com/forms/view/Zx9_kL2mQ4vB7nR1tY8wE3uI6oP0aS5d';

describe('QrCode', () => {
  it('holds the address it is given: read back from its SVG, it decodes to that URL', () => {
    const { container } = render(<QrCode value={URL} label="Formun sayfasını açan QR kodu" />);
    expect(decodeQrSvg(container.innerHTML)).toBe(URL);
    const other = 'http://192.168.1.20:3000/forms/view/abc';
    expect(decodeQrSvg(renderToStaticMarkup(<QrCode value={other} />))).toBe(other);
  });

  it('is one labelled image, black on white with crisp edges, sized by CSS', () => {
    render(<QrCode value={URL} label="Formun sayfasını açan QR kodu" />);
    const image = screen.getByRole('img', { name: 'Formun sayfasını açan QR kodu' });
    expect(image.tagName.toLowerCase()).toBe('svg');
    expect(image).toHaveClass('tf-qr');
    expect(image).toHaveAttribute('shape-rendering', 'crispEdges');
    expect(image).not.toHaveAttribute('width');
    expect(image.querySelectorAll('path')).toHaveLength(1);
  });

  it('stays small: one rectangle per run of dark modules, with the 4-module quiet zone', () => {
    const { size, path } = qrCodePath(URL);
    // 72 characters at error correction M: version 5, 37 modules, and 8 of quiet zone.
    expect(size).toBe(45);
    expect(path).toMatch(/^M4 4h7v1h-7z/);
    expect(path.length).toBeLessThan(6000);
  });

  it('has no axe violations', async () => {
    const { container } = render(<QrCode value={URL} label="Formun sayfasını açan QR kodu" />);
    const results = await axe.run(container);
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
