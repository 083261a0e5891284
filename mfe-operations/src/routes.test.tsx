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

  it('mounted in the plain layout, renders nothing and calls nothing for an admin-area path (the shell mounts it again there)', () => {
    const { api, calls } = fakeApi();
    const { container } = renderApp('/admin/forms/new?vehicleId=3&plate=34ABC123', api, 'plain');
    expect(container).toBeEmptyDOMElement();
    expect(calls).toHaveLength(0);
  });

  it('mounted in the admin layout, renders nothing for a /plate-search path, and its screens elsewhere', () => {
    expect(renderApp('/plate-search/form/3', fakeApi().api, 'admin').container).toBeEmptyDOMElement();
    renderApp('/admin/olmayan-sayfa', fakeApi().api, 'admin');
    expect(screen.getByText('Sayfa bulunamadı')).toBeInTheDocument();
  });

  it('mounted in the plain layout, shows the plate search', () => {
    renderApp('/plate-search', fakeApi().api, 'plain');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
