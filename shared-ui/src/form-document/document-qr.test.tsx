import { render, screen } from '@testing-library/react';
import { decodeQrSvg } from '../testing/decode-qr-svg';
import { RepairFormDocument } from './repair-form-document';

const URL = 'https://tamir.example.com/forms/view/abc123token';

const renderDocument = (props: { publicUrl?: string | null; qrPrintOnly?: boolean }) =>
  render(<RepairFormDocument label="Tamir Formu" formNumber="TF-2026-000001" faultLines={['1. Fren sesi']} {...props} />);

describe("the form document's QR code", () => {
  it("goes in the head and opens the form's public page", () => {
    renderDocument({ publicUrl: URL });
    const figure = screen.getByTestId('form-qr');
    expect(figure.closest('header')).not.toBeNull();
    expect(figure).not.toHaveClass('print-only');
    expect(screen.getByRole('img', { name: 'Formun çevrimiçi sayfasını açan QR kodu' })).toBeInTheDocument();
    expect(decodeQrSvg(figure.innerHTML)).toBe(URL);
  });

  it('can be kept for paper only, and is left out without an address', () => {
    const { unmount } = renderDocument({ publicUrl: URL, qrPrintOnly: true });
    expect(screen.getByTestId('form-qr')).toHaveClass('print-only');
    unmount();
    renderDocument({ publicUrl: null });
    expect(screen.queryByTestId('form-qr')).not.toBeInTheDocument();
  });
});
