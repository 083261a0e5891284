import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Combobox } from './combobox';

interface Company {
  id: number;
  name: string;
  email: string;
}

const COMPANIES: Company[] = [
  { id: 1, name: 'Anadolu Lojistik', email: 'info@anadolu.example' },
  { id: 2, name: 'Anka Taşımacılık', email: 'iletisim@anka.example' },
];

function Harness({
  results,
  loading = false,
  onSearch,
  onSelect,
}: {
  results: Company[];
  loading?: boolean;
  onSearch?: (term: string) => void;
  onSelect?: (c: Company | null) => void;
}) {
  const [text, setText] = useState('');
  return (
    <Combobox<Company>
      label="Firma"
      items={results}
      itemToString={(c) => c?.name ?? ''}
      itemKey={(c) => c.id}
      renderItem={(c) => (
        <>
          <span className="tf-combobox__option-title">{c.name}</span>
          <span className="tf-combobox__option-meta">{c.email}</span>
        </>
      )}
      inputValue={text}
      onInputChange={(value) => setText(value)}
      onSearch={onSearch}
      onSelect={onSelect}
      loading={loading}
      minChars={2}
      minCharsText="En az 2 karakter yazın"
      emptyText="Firma bulunamadı"
    />
  );
}

describe('Combobox', () => {
  it('does not search below minChars and says how many characters are needed', async () => {
    const user = userEvent.setup();
    const onSearch = jest.fn();
    render(<Harness results={[]} onSearch={onSearch} />);
    await user.type(screen.getByRole('combobox', { name: 'Firma' }), 'A');
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('En az 2 karakter yazın');
    expect(screen.queryByText('Firma bulunamadı')).not.toBeInTheDocument();

    await user.type(screen.getByRole('combobox'), 'n');
    expect(onSearch).toHaveBeenCalledWith('An');
  });

  it('shows the searching text while loading and the empty text when nothing matched', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness results={[]} loading />);
    await user.type(screen.getByRole('combobox'), 'Anx');
    expect(screen.getByRole('status')).toHaveTextContent('Aranıyor...');

    rerender(<Harness results={[]} loading={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Firma bulunamadı');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('lists results with their rows and selects one with the keyboard', async () => {
    const user = userEvent.setup();
    const onSelect = jest.fn();
    render(<Harness results={COMPANIES} onSelect={onSelect} />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'An');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[1]).toHaveTextContent('iletisim@anka.example');

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(COMPANIES[1]);
    expect(input).toHaveValue('Anka Taşımacılık');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('selects with the mouse and hides the list 200 ms after the input loses focus', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const onSelect = jest.fn();
      render(
        <>
          <Harness results={COMPANIES} onSelect={onSelect} />
          <button type="button">başka</button>
        </>,
      );
      await user.type(screen.getByRole('combobox'), 'An');
      expect(screen.getAllByRole('option')).toHaveLength(2);

      await user.click(screen.getByRole('button', { name: 'başka' }));
      expect(screen.getAllByRole('option')).toHaveLength(2);
      act(() => {
        jest.advanceTimersByTime(199);
      });
      expect(screen.getAllByRole('option')).toHaveLength(2);
      act(() => {
        jest.advanceTimersByTime(1);
      });
      expect(screen.queryAllByRole('option')).toHaveLength(0);

      await user.click(screen.getByRole('combobox'));
      await user.click(screen.getByText('Anadolu Lojistik'));
      expect(onSelect).toHaveBeenCalledWith(COMPANIES[0]);
    } finally {
      jest.useRealTimers();
    }
  });
});
