import { MSG } from '@tamir/shared-api';
import { CONTACT_CARD_TEXTS } from '../../forms/contact-card';

/** Texts of the repair shop screen (administration §2.4, §8); the spec's own words where it gives them. */
export const SHOP_TEXTS = {
  ...CONTACT_CARD_TEXTS,
  title: 'Tamirhane ve Müşteri Yönetimi',
  subtitle: 'Tamirhaneleri, giriş hesaplarını ve bağlı müşteri firmalarını yönetin.',
  noAccess: MSG.noAccess,
  newShop: 'Yeni Tamirhane',
  // stat cards
  totalShops: 'Toplam Tamirhane',
  activeShops: 'Aktif Tamirhane',
  totalCompanies: 'Toplam Müşteri Firma',
  totalForms: 'Toplam Tamir Formu',
  // filters
  filters: 'Tamirhane filtreleri',
  filterName: 'Tamirhane Adı',
  // list
  loadFailed: MSG.repairShopsLoadFailed,
  empty: 'Henüz tamirhane bulunmuyor',
  emptyHint: 'İlk tamirhaneyi ekleyerek başlayın.',
  firstShop: 'İlk Tamirhaneyi Ekle',
  noMatch: 'Aramaya uygun tamirhane bulunamadı',
  total: (n: string) => `Toplam ${n} tamirhane`,
  staff: 'Personel',
  companies: 'Firma',
  vehicles: 'Araç',
  forms: 'Form',
  counts: 'Sayılar',
  addCustomer: 'Müşteri Ekle',
  // details
  status: 'Durum',
  createdAt: 'Kayıt Tarihi',
  updatedAt: 'Güncelleme Tarihi',
  close: 'Kapat',
  // form
  editTitle: 'Tamirhane Düzenle',
  shopSection: 'Tamirhane Bilgileri',
  loginSection: 'Giriş Bilgileri',
  loginHint: 'Tamirhane personeli bu kullanıcı adı ve şifre ile giriş yapar.',
  name: 'Tamirhane Adı',
  contactPhone: 'İletişim Telefonu',
  contactEmail: 'İletişim E-postası',
  taxNumberField: 'Vergi Numarası',
  taxNumberHint: '10 veya 11 haneli',
  authorizedPersonField: 'Yetkili Kişi',
  username: 'Kullanıcı Adı',
  password: 'Şifre',
  generatePassword: 'Şifre Oluştur',
  generated: (password: string) => `Oluşturulan şifre: ${password}. Kaydetmeden önce not edin.`,
  created: 'Tamirhane eklendi',
  updated: 'Tamirhane güncellendi',
  // delete
  deleteTitle: 'Tamirhaneyi Sil',
  deleteWarning: (name: string) =>
    `"${name}" tamirhanesi, giriş hesapları ve firma bağlantılarıyla birlikte silinecek. Firmalar ve araçları silinmez. Tamir formu olan bir tamirhane silinemez. Bu işlem geri alınamaz.`,
  deleteBusy: 'Siliniyor...',
  deleted: 'Tamirhane silindi',
  deleteFailed: MSG.deleteFailed,
} as const;
