import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Alert } from './alert';
import { Button } from './button';
import { CopyButton } from './copy-button';
import { DataTable } from './data-table';
import { TextField } from './text-field';

describe('Button', () => {
  it('shows the busy label and is disabled while busy', () => {
    render(
      <Button busy busyLabel="Kaydediliyor...">
        Kaydet
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Kaydediliyor...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});

describe('TextField', () => {
  it('labels the input and ties hint and error to it', () => {
    render(<TextField label="Kullanıcı adı" hint="En az 3 karakter" error="Kullanıcı adı gereklidir" name="username" />);
    const input = screen.getByLabelText('Kullanıcı adı');
    expect(input).toHaveAttribute('name', 'username');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('En az 3 karakter Kullanıcı adı gereklidir');
  });
});

describe('a field’s message while a pointer is pressed', () => {
  // Leaving a field by pressing the button below it checks the field: its message must not come or
  // go (and move the button) before that press has made its click.
  const form = (error?: string) => (
    <form>
      <TextField label="Oturum zaman aşımı (dakika)" error={error} />
      <button type="button">Kaydet</button>
    </form>
  );

  it('keeps the message until the click is done, then lets it go', async () => {
    jest.useFakeTimers();
    try {
      const { rerender } = render(form('En az 5 olmalıdır'));
      const button = screen.getByRole('button', { name: 'Kaydet' });
      fireEvent.pointerDown(button);
      fireEvent.mouseDown(button);
      rerender(form(undefined));
      expect(screen.getByText('En az 5 olmalıdır')).toBeInTheDocument();
      expect(screen.getByLabelText(/Oturum zaman aşımı/)).toHaveAttribute('aria-invalid', 'true');
      fireEvent.pointerUp(button);
      fireEvent.mouseUp(button);
      fireEvent.click(button);
      expect(screen.getByText('En az 5 olmalıdır')).toBeInTheDocument();
      act(() => jest.runOnlyPendingTimers());
      expect(screen.queryByText('En az 5 olmalıdır')).not.toBeInTheDocument();
      expect(screen.getByLabelText(/Oturum zaman aşımı/)).not.toHaveAttribute('aria-invalid');
    } finally {
      jest.useRealTimers();
    }
  });

  it('holds back a new message until the click is done, and shows changes at once when nothing is pressed', () => {
    jest.useFakeTimers();
    try {
      const { rerender } = render(form(undefined));
      const button = screen.getByRole('button', { name: 'Kaydet' });
      fireEvent.pointerDown(button);
      rerender(form('Bu alan zorunludur'));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      fireEvent.pointerUp(button);
      act(() => jest.runOnlyPendingTimers());
      expect(screen.getByRole('alert')).toHaveTextContent('Bu alan zorunludur');
      rerender(form(undefined));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('Alert', () => {
  it('announces errors as alerts and info as status', () => {
    render(
      <>
        <Alert variant="error" title="Modül yüklenemedi" />
        <Alert variant="info">Bilgi</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Modül yüklenemedi');
    expect(screen.getByRole('status')).toHaveTextContent('Bilgi');
  });

  it('gives its title the heading level asked for, and none by default', () => {
    render(
      <>
        <Alert variant="error" title="Modül yüklenemedi" titleLevel={1} />
        <Alert variant="info" title="Bilgi" />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Modül yüklenemedi');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });
});

describe('DataTable', () => {
  const rows = [
    { id: 1, plate: '34 ABC 123' },
    { id: 2, plate: '06 XY 45' },
  ];

  it('renders rows and opens one with the keyboard', async () => {
    const user = userEvent.setup();
    const onRowClick = jest.fn();
    render(<DataTable caption="Formlar" rows={rows} rowKey={(r) => r.id} columns={[{ key: 'plate', header: 'Plaka' }]} onRowClick={onRowClick} />);
    expect(screen.getByRole('table', { name: 'Formlar' })).toBeInTheDocument();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onRowClick).toHaveBeenCalledWith(rows[0]);
  });

  it('shows the empty text', () => {
    render(<DataTable rows={[]} rowKey={() => 0} columns={[{ key: 'plate', header: 'Plaka' }]} emptyText="Henüz tamir formu bulunmuyor" />);
    expect(screen.getByText('Henüz tamir formu bulunmuyor')).toBeInTheDocument();
  });
});

describe('CopyButton', () => {
  it('copies and says "Kopyalandı!" for 2 s', async () => {
    jest.useFakeTimers();
    try {
      // installs user-event's clipboard stub on navigator.clipboard
      userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<CopyButton text="http://localhost/forms/view/abc" label="Linki kopyala" />);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Linki kopyala' }));
      });
      await expect(navigator.clipboard.readText()).resolves.toBe('http://localhost/forms/view/abc');
      expect(screen.getAllByText('Kopyalandı!').length).toBeGreaterThan(0);
      act(() => {
        jest.advanceTimersByTime(2000);
      });
      expect(screen.queryAllByText('Kopyalandı!')).toHaveLength(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
