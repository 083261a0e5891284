import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Modal } from './modal';

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Aç</Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Formu paylaş"
        description="E-posta veya telefon girin"
        actions={<Button onClick={() => setOpen(false)}>Gönder</Button>}
      >
        <input aria-label="E-posta" />
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('moves focus into the dialog, keeps it there, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    const opener = screen.getByRole('button', { name: 'Aç' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Formu paylaş' });
    expect(dialog).toHaveAccessibleDescription('E-posta veya telefon girin');
    expect(dialog.contains(document.activeElement)).toBe(true);

    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with the labelled close button', async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    await user.click(screen.getByRole('button', { name: 'Aç' }));
    await user.click(screen.getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('is busy while confirming and closes when the action succeeds', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onOpenChange = jest.fn();
    render(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Aracı sil"
        description="Bu işlem geri alınamaz."
        confirmLabel="Sil"
        busyLabel="Siliniyor..."
        variant="danger"
        onConfirm={onConfirm}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Sil' }));
    expect(screen.getByRole('button', { name: /Siliniyor/ })).toBeDisabled();
    expect(onOpenChange).not.toHaveBeenCalled();
    finish();
    await screen.findByRole('button', { name: 'Sil' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open when the action fails', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    render(<ConfirmDialog open onOpenChange={onOpenChange} title="Formu sil" onConfirm={() => Promise.reject(new Error('x'))} />);
    await user.click(screen.getByRole('button', { name: 'Onayla' }));
    await screen.findByRole('button', { name: 'Onayla' });
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
