import { formatLongDate } from '@tamir/shared-ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fakeHttpApi } from '../../test/fake-http';
import { ADMIN, renderWithShell, resetSession, signIn, TAMIRCI } from '../../test/render-shell';
import { AdminLayout } from './admin-layout';
import { sectionTitle } from './menu';
import { PlainLayout } from './plain-layout';

function renderAdmin(path = '/admin') {
  const { api } = fakeHttpApi({});
  return renderWithShell(
    <Routes>
      <Route path="/admin" element={<AdminLayout />}>
        <Route index element={<p>içerik</p>} />
        <Route path="*" element={<p>içerik</p>} />
      </Route>
    </Routes>,
    { path, api },
  );
}

const menuLinks = () =>
  within(screen.getByRole('navigation', { name: 'Ana menü' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('AdminLayout', () => {
  beforeEach(resetSession);

  it('shows the Admin menu', () => {
    signIn(ADMIN);
    renderAdmin();
    expect(menuLinks()).toEqual([
      ['Kontrol Paneli', '/admin'],
      ['Tamirhaneler', '/admin/repair-shops'],
      ['Kullanıcılar', '/admin/users'],
      ['Tamir Formları', '/admin/forms'],
      ['Faturalar', '/admin/invoices'],
      ['Araç Sorgulama', '/admin/vehicle-search'],
      ['Bakım Hatırlatmaları', '/admin/reminders'],
      ['Bildirimler', '/admin/notifications'],
      ['KVKK Başvuruları', '/admin/kvkk'],
      ['Ayarlar', '/admin/settings'],
    ]);
  });

  it('shows the Tamirci menu', () => {
    signIn(TAMIRCI);
    renderAdmin();
    expect(menuLinks()).toEqual([
      ['Panel', '/admin'],
      ['Müşteriler', '/admin/companies'],
      ['Araçlar', '/admin/vehicles'],
      ['Tamir Formları', '/admin/forms'],
      ['Faturalar', '/admin/invoices'],
      ['Araç Sorgulama', '/admin/vehicle-search'],
      ['Bakım Hatırlatmaları', '/admin/reminders'],
      ['Bildirimler', '/admin/notifications'],
      ['Şifre Değiştir', '/admin/settings'],
    ]);
  });

  it('shows the section title, the date in Turkish, the initials and the logout link', () => {
    signIn(ADMIN);
    renderAdmin('/admin/forms/12');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('heading', { level: 1 })).toHaveTextContent('Tamir Formu Detayı');
    expect(within(header).getByText(formatLongDate(new Date()))).toBeInTheDocument();
    expect(within(header).getByText('AY')).toBeInTheDocument();
    expect(within(header).getByText('Ayşe Yılmaz')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Çıkış Yap' })).toHaveAttribute('href', '/admin/logout');
    expect(within(screen.getByRole('navigation', { name: 'Ana menü' })).getByRole('link', { name: 'Tamir Formları' })).toHaveAttribute('aria-current', 'page');
  });

  it('updates the section title when the path changes', async () => {
    const user = userEvent.setup();
    signIn(TAMIRCI);
    renderAdmin('/admin');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Panel');
    await user.click(screen.getByRole('link', { name: 'Araçlar' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Araçlar');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/vehicles');
  });

  it('collapses and expands the sidebar with a labelled toggle', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    const { container } = renderAdmin();
    const layout = container.querySelector('.admin-layout');
    const toggle = screen.getByRole('button', { name: 'Menüyü daralt' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(layout).not.toHaveClass('admin-layout--collapsed');

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Menüyü genişlet' })).toHaveAttribute('aria-expanded', 'false');
    expect(layout).toHaveClass('admin-layout--collapsed');
    // labels stay readable for assistive technology when collapsed
    expect(screen.getByRole('link', { name: 'Kullanıcılar' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Menüyü genişlet' }));
    expect(layout).not.toHaveClass('admin-layout--collapsed');
  });

  describe('on a phone', () => {
    const matchMedia = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = ((query: string) => ({
        matches: query === '(max-width: 767px)',
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })) as unknown as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = matchMedia;
    });

    it('opens the menu as a drawer over a veil, and a choice, Escape or a tap on the veil closes it and gives the focus back', async () => {
      const user = userEvent.setup();
      signIn(ADMIN);
      const { container } = renderAdmin('/admin/users');
      const layout = container.querySelector('.admin-layout');
      const open = screen.getByRole('button', { name: 'Menüyü genişlet' });
      expect(layout).toHaveClass('admin-layout--collapsed');
      expect(container.querySelector('.sidebar-backdrop')).toBeNull();

      await user.click(open);
      expect(layout).toHaveClass('admin-layout--drawer');
      expect(open).toHaveAttribute('aria-expanded', 'true');
      // the focus goes into the drawer, on the current section
      expect(screen.getByRole('link', { name: 'Kullanıcılar' })).toHaveFocus();
      await user.click(screen.getByRole('link', { name: 'Bildirimler' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/admin/notifications');
      expect(layout).not.toHaveClass('admin-layout--drawer');
      expect(open).toHaveFocus();

      await user.click(open);
      await user.keyboard('{Escape}');
      expect(layout).not.toHaveClass('admin-layout--drawer');
      expect(open).toHaveFocus();

      await user.click(open);
      await user.click(container.querySelector('.sidebar-backdrop')!);
      expect(layout).not.toHaveClass('admin-layout--drawer');
      expect(open).toHaveAttribute('aria-expanded', 'false');
      expect(open).toHaveFocus();
    });
  });

  it('names the system as the general settings say', async () => {
    signIn(ADMIN);
    const { api } = fakeHttpApi({ 'GET /settings': () => ({ status: 200, data: { general: { systemName: 'Usta Servis Portalı' } } }) });
    renderWithShell(
      <Routes>
        <Route path="/admin" element={<AdminLayout />} />
      </Routes>,
      { path: '/admin', api },
    );
    expect(screen.getByRole('link', { name: /Tamir Formu/ })).toBeInTheDocument();
    expect(await screen.findByText('Usta Servis Portalı')).toBeInTheDocument();
  });

  it('points a user who must change the password to the form, and offers no menu until it is done', () => {
    signIn({ ...ADMIN, mustChangePassword: true });
    renderAdmin('/admin/users');
    expect(screen.getByRole('alert')).toHaveTextContent('Güvenliğiniz için şifrenizi değiştirmeniz gerekiyor.');
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Şifre Değiştir' })).toHaveAttribute('href', '/admin/settings?tab=password');
    expect(within(screen.getByRole('navigation', { name: 'Ana menü' })).queryAllByRole('link')).toHaveLength(0);
  });

  it('leaves the banner off the change form itself, which says it', () => {
    signIn({ ...ADMIN, mustChangePassword: true });
    renderAdmin('/admin/settings');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('PlainLayout', () => {
  beforeEach(resetSession);

  it('has a top bar with the product, a panel link, the initials and logout, and no sidebar', () => {
    signIn(TAMIRCI);
    const { api } = fakeHttpApi({});
    renderWithShell(
      <Routes>
        <Route element={<PlainLayout />}>
          <Route path="/plate-search" element={<p>plaka</p>} />
        </Route>
      </Routes>,
      { path: '/plate-search', api },
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Tamir Formu')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Panel' })).toHaveAttribute('href', '/admin');
    expect(within(header).getByText('İÖ')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Çıkış Yap' })).toHaveAttribute('href', '/admin/logout');
    expect(screen.queryByRole('navigation', { name: 'Ana menü' })).not.toBeInTheDocument();
  });
});

describe('sectionTitle', () => {
  it.each([
    ['/admin', 'Admin', 'Kontrol Paneli'],
    ['/admin', 'Tamirci', 'Panel'],
    ['/admin/settings', 'Admin', 'Ayarlar'],
    ['/admin/settings', 'Tamirci', 'Şifre Değiştir'],
    ['/admin/vehicles/new', 'Tamirci', 'Araç Ekle'],
    ['/admin/vehicles/edit/4', 'Tamirci', 'Araç Düzenle'],
    ['/admin/vehicles/4/forms', 'Tamirci', 'Araç Formları'],
    ['/admin/forms', 'Admin', 'Tamir Formları'],
    ['/admin/forms/new', 'Admin', 'Tamir Formu Oluştur'],
    ['/admin/drivers', 'Admin', 'Şoförler'],
    ['/admin/reminders', 'Tamirci', 'Bakım Hatırlatmaları'],
    ['/admin/logs', 'Admin', 'Sistem Logları'],
    ['/admin/kvkk', 'Admin', 'KVKK Başvuruları'],
  ] as const)('%s for %s → %s', (path, role, title) => {
    expect(sectionTitle(path, role)).toBe(title);
  });
});
