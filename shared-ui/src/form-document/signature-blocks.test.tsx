import { render, screen, within } from '@testing-library/react';
import type { FormSignature } from '@tamir/shared-api/lite';
import { SignatureBlocks } from './signature-blocks';

const driverSignature: FormSignature = {
  role: 'driver',
  signerName: 'Hasan Şoför',
  signedAt: '2026-03-05T10:30:00.000Z',
  image: 'data:image/png;base64,iVBORw0KGgoAAAA=',
};

describe('SignatureBlocks', () => {
  it('shows "İmza silindi (KVKK)" for an erased signature instead of a broken image (issue 40 item 12)', () => {
    render(<SignatureBlocks printOnly signatures={[{ ...driverSignature, signerName: 'Anonim', image: '' }]} />);
    const block = screen.getByTestId('signature-driver');
    expect(within(block).queryByRole('img')).not.toBeInTheDocument();
    expect(block.querySelector('img')).toBeNull();
    expect(within(block).getByText('İmza silindi (KVKK)')).toBeInTheDocument();
  });

  it('prints two empty blocks for a pen when nothing is signed on the device', () => {
    const { container } = render(<SignatureBlocks driverName="Hasan Şoför" printOnly />);
    expect(container.firstChild).toHaveClass('print-only');
    expect(screen.getByText('Teslim Eden (Şoför)')).toBeInTheDocument();
    expect(screen.getByText('Teslim Alan (Yetkili)')).toBeInTheDocument();
    expect(screen.getByText('Hasan Şoför')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a signature with its signer and time (Turkey) on screen and on paper; the other block stays empty', () => {
    const { container } = render(<SignatureBlocks driverName="Hasan Şoför" printOnly signatures={[driverSignature]} />);
    expect(container.firstChild).not.toHaveClass('print-only');
    const block = screen.getByTestId('signature-driver');
    const image = within(block).getByRole('img', { name: 'Hasan Şoför imzası' });
    expect(image).toHaveAttribute('src', driverSignature.image);
    expect(within(block).getByText('Hasan Şoför')).toBeInTheDocument();
    const time = block.querySelector('time');
    expect(time).toHaveAttribute('dateTime', driverSignature.signedAt);
    expect(time).toHaveTextContent('05.03.2026 13:30');
    expect(screen.queryByTestId('signature-authorized')).not.toBeInTheDocument();
    expect(screen.getByText('Ad Soyad / İmza')).toBeInTheDocument();
  });

  it('offers the sign action only under unsigned blocks, never on paper', () => {
    render(
      <SignatureBlocks
        printOnly
        signatures={[driverSignature]}
        signAction={(role) => <button type="button">{role === 'driver' ? 'Şoför imzası' : 'Yetkili imzası'}</button>}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Şoför imzası' })).not.toBeInTheDocument();
    const action = screen.getByRole('button', { name: 'Yetkili imzası' });
    expect(action.parentElement).toHaveClass('no-print');
  });

  it('without the delivery block, the intake’s two blocks carry no row title (the printed form as before)', () => {
    render(<SignatureBlocks driverName="Hasan Şoför" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByText('Teslim Alan (Müşteri)')).not.toBeInTheDocument();
  });

  it('leaves out the action where it gives none (nothing to sign there any more)', () => {
    render(<SignatureBlocks withDelivery signAction={(role) => (role === 'delivery' ? <button type="button">Teslim Alan imzası</button> : null)} />);
    expect(screen.getByTestId('signature-driver-empty').querySelector('.tf-signature__action')).toBeNull();
    expect(screen.getByRole('button', { name: 'Teslim Alan imzası' }).parentElement).toHaveClass('no-print');
    expect(screen.getByRole('heading', { name: 'Araç Kabulü (Tamire Giriş)', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Araç Teslimi (Tamirden Çıkış)', level: 3 })).toBeInTheDocument();
  });
});
