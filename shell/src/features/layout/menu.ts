import type { Role } from '@tamir/shared-api';
import type { IconName } from './icons';

export interface MenuItem {
  to: string;
  label: string;
  icon: IconName;
}

const ADMIN_MENU: MenuItem[] = [
  { to: '/admin', label: 'Kontrol Paneli', icon: 'dashboard' },
  { to: '/admin/repair-shops', label: 'Tamirhaneler', icon: 'shop' },
  { to: '/admin/users', label: 'Kullanıcılar', icon: 'users' },
  { to: '/admin/forms', label: 'Tamir Formları', icon: 'forms' },
  { to: '/admin/invoices', label: 'Faturalar', icon: 'forms' },
  { to: '/admin/vehicle-search', label: 'Araç Sorgulama', icon: 'search' },
  { to: '/admin/reminders', label: 'Bakım Hatırlatmaları', icon: 'calendar' },
  { to: '/admin/notifications', label: 'Bildirimler', icon: 'bell' },
  { to: '/admin/kvkk', label: 'KVKK Başvuruları', icon: 'shield' },
  { to: '/admin/settings', label: 'Ayarlar', icon: 'settings' },
];

const TAMIRCI_MENU: MenuItem[] = [
  { to: '/admin', label: 'Panel', icon: 'dashboard' },
  { to: '/admin/companies', label: 'Müşteriler', icon: 'companies' },
  { to: '/admin/vehicles', label: 'Araçlar', icon: 'car' },
  { to: '/admin/forms', label: 'Tamir Formları', icon: 'forms' },
  { to: '/admin/invoices', label: 'Faturalar', icon: 'forms' },
  { to: '/admin/vehicle-search', label: 'Araç Sorgulama', icon: 'search' },
  { to: '/admin/reminders', label: 'Bakım Hatırlatmaları', icon: 'calendar' },
  { to: '/admin/notifications', label: 'Bildirimler', icon: 'bell' },
  { to: '/admin/settings', label: 'Şifre Değiştir', icon: 'key' },
];

export function menuFor(role: Role | undefined): MenuItem[] {
  return role === 'Admin' ? ADMIN_MENU : TAMIRCI_MENU;
}

/** Sections by path prefix, most specific first; the header shows the first match. */
const SECTIONS: Array<{ pattern: RegExp; title: string | ((role: Role | undefined) => string) }> = [
  { pattern: /^\/admin\/?$/, title: (role) => (role === 'Admin' ? 'Kontrol Paneli' : 'Panel') },
  { pattern: /^\/admin\/vehicles\/new\/?$/, title: 'Araç Ekle' },
  { pattern: /^\/admin\/vehicles\/edit\/[^/]+/, title: 'Araç Düzenle' },
  { pattern: /^\/admin\/vehicles\/[^/]+\/forms/, title: 'Araç Formları' },
  { pattern: /^\/admin\/vehicles(\/|$)/, title: 'Araçlar' },
  { pattern: /^\/admin\/forms\/new\/?$/, title: 'Tamir Formu Oluştur' },
  { pattern: /^\/admin\/forms\/[^/]+/, title: 'Tamir Formu Detayı' },
  { pattern: /^\/admin\/forms(\/|$)/, title: 'Tamir Formları' },
  { pattern: /^\/admin\/vehicle-search(\/|$)/, title: 'Araç Sorgulama' },
  { pattern: /^\/admin\/repair-shops(\/|$)/, title: 'Tamirhaneler' },
  { pattern: /^\/admin\/users(\/|$)/, title: 'Kullanıcılar' },
  { pattern: /^\/admin\/companies(\/|$)/, title: 'Müşteriler' },
  { pattern: /^\/admin\/drivers(\/|$)/, title: 'Şoförler' },
  { pattern: /^\/admin\/reminders(\/|$)/, title: 'Bakım Hatırlatmaları' },
  { pattern: /^\/admin\/invoices(\/|$)/, title: 'Faturalar' },
  { pattern: /^\/admin\/notifications(\/|$)/, title: 'Bildirimler' },
  { pattern: /^\/admin\/settings(\/|$)/, title: (role) => (role === 'Admin' ? 'Ayarlar' : 'Şifre Değiştir') },
  { pattern: /^\/admin\/logs(\/|$)/, title: 'Sistem Logları' },
  { pattern: /^\/admin\/kvkk(\/|$)/, title: 'KVKK Başvuruları' },
  { pattern: /^\/plate-search\/create-form(\/|$)/, title: 'Tamir Formu Oluştur' },
  { pattern: /^\/plate-search\/form\/[^/]+/, title: 'Tamir Formu' },
  { pattern: /^\/plate-search(\/|$)/, title: 'Plaka Sorgulama' },
  { pattern: /^\/forms\/[^/]+/, title: 'Tamir Formu Detayı' },
];

export function sectionTitle(pathname: string, role: Role | undefined): string {
  const section = SECTIONS.find((s) => s.pattern.test(pathname));
  if (!section) return role === 'Admin' ? 'Kontrol Paneli' : 'Panel';
  return typeof section.title === 'function' ? section.title(role) : section.title;
}
