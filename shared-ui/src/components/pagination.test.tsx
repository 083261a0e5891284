import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './pagination';

describe('Pagination', () => {
  it('shows the page, the summary and moves both ways', async () => {
    const onPageChange = jest.fn();
    render(<Pagination page={2} totalPages={3} onPageChange={onPageChange} summary="Toplam 45 form" />);
    expect(screen.getByRole('navigation', { name: 'Sayfalama' })).toHaveTextContent('Toplam 45 form');
    expect(screen.getByText('Sayfa 2 / 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Önceki' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });

  it('disables the buttons at the ends and counts an empty result as one page', () => {
    render(<Pagination page={1} totalPages={0} onPageChange={jest.fn()} />);
    expect(screen.getByText('Sayfa 1 / 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Önceki' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sonraki' })).toBeDisabled();
  });
});
