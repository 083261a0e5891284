import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@tamir/shared-api/testing';
import { renderApp } from './test/render-app';

describe('routes of the remote', () => {
  it('shows a loading text at /admin while no role is known, without calls', () => {
    const { api, calls } = fakeApi();
    renderApp('/admin', api);
    expect(screen.getByRole('status')).toHaveTextContent('Yükleniyor...');
    expect(calls).toHaveLength(0);
  });

  it('answers any other path with Sayfa bulunamadı and a link to /plate-search', async () => {
    const { location } = renderApp('/admin/olmayan-sayfa', fakeApi().api);
    expect(screen.getByText('Sayfa bulunamadı')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Plaka Sorgulamaya Dön' }));
    expect(location().pathname).toBe('/plate-search');
  });
});
