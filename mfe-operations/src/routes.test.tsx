import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from './test/fake-api';
import { renderApp } from './test/render-app';

describe('routes of the remote', () => {
  it('shows the control panel placeholder at /admin without figures', () => {
    const { api, calls } = fakeApi();
    renderApp('/admin', api);
    expect(screen.getByRole('heading', { name: 'Kontrol Paneli' })).toBeInTheDocument();
    expect(screen.getByText(/bir sonraki sürümle/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('answers any other path with Sayfa bulunamadı and a link to /plate-search', async () => {
    const { location } = renderApp('/admin/vehicles/edit/5', fakeApi().api);
    expect(screen.getByText('Sayfa bulunamadı')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Plaka Sorgulamaya Dön' }));
    expect(location().pathname).toBe('/plate-search');
  });
});
