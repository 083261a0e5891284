import { MSG } from '@tamir/shared-api';
import { COMPANY_INVOICE_TEXTS } from '@tamir/shared-ui';
import { CONTACT_CARD_TEXTS } from '../../forms/contact-card';

/** Texts of the customer company screen (administration §2.3, §5, §8). */
export const COMPANY_TEXTS = {
  ...CONTACT_CARD_TEXTS,
  title: 'Müşteri Firmalar',
  subtitle: 'Tamirhanenin hizmet verdiği müşteri firmaları yönetin.',
  shop: 'Tamirhane',
  shopPlaceholder: 'Tamirhane seçin',
  shopOption: (name: string, count: number) => `${name} (${count})`,
  chooseShop: 'Firmaları görmek için önce bir tamirhane seçin.',
  newCompany: 'Yeni Firma',
  totalCompanies: 'Toplam Firma',
  activeCompanies: 'Aktif Firma',
  totalStaff: 'Toplam Personel',
  totalVehicles: 'Toplam Araç',
  filters: 'Firma filtreleri',
  filterName: 'Firma Adı',
  loadFailed: MSG.companiesLoadFailed,
  shopsLoadFailed: MSG.repairShopsLoadFailed,
  vehiclesLoadFailed: MSG.vehiclesLoadFailed,
  empty: 'Bu tamirhanenin henüz müşteri firması yok',
  noMatch: 'Aramaya uygun firma bulunamadı',
  users: 'Kullanıcı',
  vehicles: 'Araç',
  createdAt: 'Kayıt',
  // form
  editTitle: 'Firmayı Düzenle',
  name: 'Firma Adı',
  contactPhone: 'Telefon',
  contactEmail: 'E-posta',
  noPhone: 'Telefon yok',
  noEmail: 'E-posta yok',
  taxNumberField: COMPANY_INVOICE_TEXTS.taxNumber,
  authorizedPersonField: 'Yetkili Kişi',
  taxOfficeField: COMPANY_INVOICE_TEXTS.taxOffice,
  eInvoiceUser: COMPANY_INVOICE_TEXTS.eInvoiceUser,
  created: 'Firma eklendi',
  updated: 'Firma güncellendi',
  // details
  vehiclesTitle: (name: string) => `${name} — Araçlar`,
  noVehicles: 'Bu firmaya kayıtlı araç yok',
  vehiclesTotal: (n: number) => `Toplam ${n} araç`,
  plate: 'Plaka',
  brandModel: 'Marka / Model',
  kilometer: 'Kilometre',
  owner: 'Araç Sahibi',
  driverPhone: 'Telefon',
  forms: 'Form',
  close: 'Kapat',
  // delete
  deleteTitle: 'Firmayı Sil',
  deleteWarning: (name: string) =>
    `"${name}" firması silinecek. Firmaya ait tüm araçlar da silinir; tamir formu olan araçları bulunan bir firma silinemez. Bu işlem geri alınamaz.`,
  deleted: 'Firma silindi',
  deleteFailed: MSG.deleteFailed,
} as const;
