/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { MSG } from './messages';

// Issue 40: the Turkish texts of the contract pinned as literals. Every text quoted in the two spec
// documents (shared/spec/core-journeys.md and administration.md; each entry names its line) and
// the labels of this round's screens (issues 28, 29, 30, 40) is written out here by hand, with the
// place the spec puts it: shared-api's messages or the sources of the front-end (or server-rendered
// page) that shows it. The text must stand there whole, as a string of its own (between quotes, or
// as a JSX text between tags), so a text that drifts from the spec — a word changed, a full stop
// added or lost, '...' written '…' — fails here. Where a text carries a value ('{plate}'), the
// entry gives the code's template for it.

const ROOT = resolve(__dirname, '../../..');
const MESSAGES = 'shared-api/src/domain/messages.ts';

interface SpecText {
  /** The text exactly as the spec (or issue) writes it. */
  text: string;
  /** Where it must stand: a file, or a folder whose non-test sources are searched. */
  in: string;
  /** Where it comes from: 'core NN' / 'admin NN' (the spec file's line) or 'issue NN'. */
  from: string;
  /** For a text carrying a value: the code's template, as a regular expression. */
  template?: RegExp;
}

const OPS = 'mfe-operations/src';
const ADM = 'mfe-admin/src';
const SHELL = 'shell/src';
const UI = 'shared-ui/src';
const PUBLIC = 'mfe-public-form/src';
const DOMAIN = 'shared-api/src/domain';

const SPEC_TEXTS: SpecText[] = [
  // core-journeys.md
  { text: 'İnternet Bağlantısı Yok', in: SHELL, from: 'core 11' },
  { text: 'Çıkış Yapılıyor...', in: SHELL, from: 'core 35' },
  { text: 'Şoför Araç Plaka Sorgulama', in: OPS, from: 'core 67' },
  { text: 'Sorgula', in: OPS, from: 'core 67' },
  { text: 'Aranıyor...', in: OPS, from: 'core 67' },
  { text: '34 ABC 123', in: OPS, from: 'core 67' },
  { text: 'Araç kaydı bulunamadı. Yeni kayıt oluşturabilirsiniz.', in: OPS, from: 'core 69' },
  { text: 'Yeni Araç Kaydı', in: OPS, from: 'core 70' },
  { text: 'Araç Bilgileri', in: OPS, from: 'core 70' },
  { text: 'Geri', in: OPS, from: 'core 70' },
  { text: 'Sonraki Adım', in: OPS, from: 'core 70' },
  { text: 'İlerleniyor...', in: OPS, from: 'core 70' },
  { text: 'Firma bulunamadı. Yeni firma olarak kaydedilecek.', in: OPS, from: 'core 71' },
  { text: 'Tamir Formu Oluştur', in: OPS, from: 'core 79' },
  { text: 'Araç bilgisi bulunamadı', in: MESSAGES, from: 'core 80' },
  { text: '+ Yeni Satır Ekle', in: OPS, from: 'core 80' },
  { text: 'Form Önizleme', in: OPS, from: 'core 80' },
  { text: 'ARIZA/TAMİR FORMU', in: OPS, from: 'core 82' },
  { text: 'Geri Düzenle', in: OPS, from: 'core 82' },
  { text: 'Form Oluştur', in: OPS, from: 'core 82' },
  { text: 'Form Oluşturuluyor...', in: OPS, from: 'core 82' },
  { text: 'Tamir Formu', in: OPS, from: 'core 84' },
  { text: 'Yazdır', in: OPS, from: 'core 85' },
  { text: 'Yeni Form', in: OPS, from: 'core 85' },
  { text: 'Form bulunamadı', in: OPS, from: 'core 85' },
  { text: 'Kopyalandı!', in: UI, from: 'core 88' },
  { text: 'Araç Arıza Formları', in: OPS, from: 'core 97' },
  { text: 'Bu araç için henüz arıza formu bulunmuyor', in: OPS, from: 'core 97' },
  { text: 'Araç bulunamadı', in: OPS, from: 'core 97' },
  { text: 'Bu sayfaya erişim yetkiniz yok.', in: MESSAGES, from: 'core 100' },
  { text: 'Tüm Firmalar', in: OPS, from: 'core 100' },
  { text: 'Şoför bulunamadı', in: OPS, from: 'core 100' },
  { text: 'İnternet bağlantısı kuruldu', in: SHELL, from: 'core 103' },
  { text: 'İnternet bağlantısı kesildi', in: SHELL, from: 'core 103' },
  { text: 'Beklemede', in: DOMAIN, from: 'core 110' },
  { text: 'Bu form için aktif link bulunamadı', in: OPS, from: 'core 129' },
  { text: 'Kullanıcı adı gereklidir', in: MESSAGES, from: 'core 135' },
  { text: 'Şifre gereklidir', in: MESSAGES, from: 'core 135' },
  { text: 'Geçersiz sunucu yanıtı', in: MESSAGES, from: 'core 135' },
  { text: 'Lütfen plaka numarası girin', in: MESSAGES, from: 'core 137' },
  { text: 'Plaka numarası gereklidir', in: MESSAGES, from: 'core 142' },
  { text: 'Geçerli bir plaka numarası girin (Örn: 34ABC123)', in: MESSAGES, from: 'core 142' },
  { text: 'Marka ve Model gereklidir', in: MESSAGES, from: 'core 143' },
  { text: 'Kilometre 0 veya daha büyük olmalıdır', in: MESSAGES, from: 'core 144' },
  { text: 'Araç sahibi adı gereklidir', in: MESSAGES, from: 'core 145' },
  { text: 'Telefon numarası gereklidir', in: MESSAGES, from: 'core 146' },
  { text: 'Geçerli bir telefon numarası girin', in: MESSAGES, from: 'core 146' },
  { text: 'Müşteri seçimi gereklidir', in: MESSAGES, from: 'core 147' },
  { text: 'En az 3 karakter yazın', in: OPS, from: 'core 148' },
  { text: 'Aradığınız müşteri bulunamadı', in: OPS, from: 'core 148' },
  { text: 'Marka - Model bilgisi zorunludur', in: MESSAGES, from: 'core 151' },
  { text: 'Geçerli bir kilometre değeri giriniz', in: MESSAGES, from: 'core 152' },
  { text: 'Şoför adı soyadı zorunludur', in: MESSAGES, from: 'core 153' },
  { text: 'Şoför telefonu zorunludur', in: MESSAGES, from: 'core 154' },
  { text: 'Firma bilgisi zorunludur', in: MESSAGES, from: 'core 155' },
  { text: 'En az bir iletişim bilgisi (e-posta veya telefon) zorunludur', in: MESSAGES, from: 'core 156' },
  { text: 'Geçerli bir e-posta adresi giriniz', in: MESSAGES, from: 'core 157' },
  { text: 'E-posta yok', in: OPS, from: 'core 159' },
  { text: 'Telefon yok', in: OPS, from: 'core 159' },
  { text: 'En az bir arıza/şikayet girmelisiniz', in: MESSAGES, from: 'core 161' },
  { text: 'Lütfen en az bir iletişim bilgisi girin', in: MESSAGES, from: 'core 167' },
  { text: 'Yardımcı Personel', in: OPS, from: 'core 171' },
  { text: 'Bu işlemi yapmaya yetkiniz yok', in: MESSAGES, from: 'core 178' },
  { text: 'Araç silindi', in: MESSAGES, from: 'core 198' },
  { text: 'Bağlantı hatası. İnternet bağlantınızı kontrol edin', in: MESSAGES, from: 'core 216' },
  { text: 'Oturum süreniz dolmuş. Lütfen tekrar giriş yapın', in: MESSAGES, from: 'core 217' },
  { text: 'Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin', in: MESSAGES, from: 'core 219' },
  { text: 'Kullanıcı adı veya şifre hatalı', in: MESSAGES, from: 'core 222' },
  { text: 'Giriş başarısız. Lütfen bilgilerinizi kontrol edin.', in: MESSAGES, from: 'core 222' },
  { text: 'Dashboard verileri yüklenirken hata oluştu', in: OPS, from: 'core 223' },
  { text: 'Arama sırasında bir hata oluştu', in: OPS, from: 'core 224' },
  { text: 'Arama sırasında hata oluştu', in: OPS, from: 'core 224' },
  {
    text: '{plate} plakalı araç sistemde kayıtlı değil.',
    in: OPS,
    from: 'core 224',
    template: /`\$\{[^`]+\} plakalı araç sistemde kayıtlı değil\.`/,
  },
  { text: 'Araçlar yüklenirken hata oluştu', in: OPS, from: 'core 225' },
  { text: 'Araç silinirken bir hata oluştu', in: OPS, from: 'core 225' },
  { text: 'Araç bilgileri yüklenirken hata oluştu', in: OPS, from: 'core 226' },
  { text: 'Firma listesi yüklenirken hata oluştu', in: OPS, from: 'core 226' },
  { text: 'İşlem sırasında bir hata oluştu', in: OPS, from: 'core 226' },
  { text: 'Araç başarıyla güncellendi', in: OPS, from: 'core 226' },
  { text: 'Araç başarıyla eklendi', in: OPS, from: 'core 226' },
  { text: 'Firma oluşturulurken hata oluştu', in: OPS, from: 'core 227' },
  { text: 'Kayıt sırasında hata oluştu', in: OPS, from: 'core 227' },
  { text: 'Araç bilgileri kaydedildi', in: OPS, from: 'core 227' },
  { text: 'Formlar yüklenirken hata oluştu', in: OPS, from: 'core 228' },
  { text: 'Tamirhaneler yüklenirken hata oluştu', in: OPS, from: 'core 228' },
  { text: 'Form silinirken bir hata oluştu', in: OPS, from: 'core 228' },
  { text: 'Henüz tamir formu bulunmuyor', in: OPS, from: 'core 228' },
  { text: 'Arama kriterlerine uygun form bulunamadı', in: OPS, from: 'core 228' },
  { text: 'Form yüklenirken hata oluştu', in: OPS, from: 'core 229' },
  { text: 'Form bilgileri alınırken hata oluştu', in: OPS, from: 'core 229' },
  { text: 'Mail gönderiminde hata oluştu', in: OPS, from: 'core 229' },
  { text: 'Form bilgileri firmaya mail olarak gönderildi', in: OPS, from: 'core 229' },
  { text: 'WebView yazdırma desteklemiyor. Form bilgileri firmaya e-posta ile gönderiliyor...', in: OPS, from: 'core 230' },
  { text: 'Form tarayıcıda açılıyor...', in: OPS, from: 'core 230' },
  { text: 'Form bulunamadı veya link geçersiz.', in: MESSAGES, from: 'core 232' },
  { text: 'Form süresi dolmuştur', in: PUBLIC, from: 'core 232' },
  { text: 'Form yüklenirken bir hata oluştu.', in: PUBLIC, from: 'core 232' },
  { text: 'Mevcut şifre yanlış', in: MESSAGES, from: 'core 234' },

  // administration.md
  { text: 'Bildirim bulunamadı', in: MESSAGES, from: 'admin 27' },
  { text: 'Bu sayfaya erişim yetkiniz bulunmamaktadır.', in: MESSAGES, from: 'admin 40' },
  { text: 'Sistem Logları', in: ADM, from: 'admin 56' },
  { text: 'Filtrele', in: ADM, from: 'admin 58' },
  { text: 'Temizle', in: ADM, from: 'admin 58' },
  { text: 'Yükleniyor...', in: UI, from: 'admin 60' },
  { text: 'Log bulunamadı', in: MESSAGES, from: 'admin 60' },
  { text: 'Toplam {n} kayıt', in: ADM, from: 'admin 61', template: /`Toplam \$\{[^`]+\} kayıt`/ },
  { text: 'Sayfa x / y', in: UI, from: 'admin 61', template: /Sayfa \{[^}]+\} \/ \{[^}]+\}/ },
  { text: 'Kapat', in: ADM, from: 'admin 62' },
  { text: 'Kullanıcı adı zorunludur', in: MESSAGES, from: 'admin 115' },
  { text: 'Kullanıcı adı en az 3 karakter olmalıdır', in: MESSAGES, from: 'admin 115' },
  { text: 'Şifre zorunludur', in: MESSAGES, from: 'admin 116' },
  { text: 'Şifre en az N karakter olmalıdır', in: MESSAGES, from: 'admin 116, 147', template: /`Şifre en az \$\{[^`]+\} karakter olmalıdır`/ },
  { text: 'Ad zorunludur', in: MESSAGES, from: 'admin 117' },
  { text: 'Soyad zorunludur', in: MESSAGES, from: 'admin 117' },
  { text: 'E-posta zorunludur', in: MESSAGES, from: 'admin 118' },
  { text: 'Telefon zorunludur', in: MESSAGES, from: 'admin 119' },
  { text: 'Geçerli bir telefon numarası giriniz', in: MESSAGES, from: 'admin 119' },
  { text: 'Firma adı zorunludur', in: MESSAGES, from: 'admin 126' },
  { text: 'Firma adı en fazla 200 karakter olabilir', in: MESSAGES, from: 'admin 126' },
  { text: 'Adres en fazla 500 karakter olabilir', in: MESSAGES, from: 'admin 127' },
  { text: 'Geçerli bir vergi numarası giriniz', in: MESSAGES, from: 'admin 129' },
  { text: 'Tamirhane adı zorunludur', in: MESSAGES, from: 'admin 134' },
  { text: 'Tamirhane adı en fazla 200 karakter olabilir', in: MESSAGES, from: 'admin 134' },
  { text: 'İletişim telefonu zorunludur', in: MESSAGES, from: 'admin 136' },
  { text: 'İletişim e-postası zorunludur', in: MESSAGES, from: 'admin 137' },
  { text: 'Vergi numarası 10 veya 11 haneli olmalıdır', in: MESSAGES, from: 'admin 138' },
  { text: 'Lütfen bir firma seçin', in: MESSAGES, from: 'admin 143' },
  { text: 'Lütfen tüm alanları doldurun', in: MESSAGES, from: 'admin 143' },
  { text: 'Şifreler eşleşmiyor', in: MESSAGES, from: 'admin 147' },
  { text: 'İşlem başarısız oldu', in: MESSAGES, from: 'admin 230' },
  { text: 'Durum değiştirilemedi', in: MESSAGES, from: 'admin 231' },
  { text: 'Silme işlemi başarısız', in: MESSAGES, from: 'admin 231' },
  { text: 'Link kopyalandı', in: OPS, from: 'admin 232' },
  { text: 'Link kopyalanamadı', in: OPS, from: 'admin 232' },
  { text: 'Link gönderilirken hata oluştu', in: OPS, from: 'admin 232' },
  { text: 'Bildirimler alınırken hata oluştu', in: MESSAGES, from: 'admin 233' },
  { text: 'Bildirim gönderilirken hata oluştu', in: MESSAGES, from: 'admin 233' },
  { text: 'Test bildirimi gönderilirken hata oluştu', in: MESSAGES, from: 'admin 233' },
  { text: 'Firmalar alınırken hata oluştu', in: MESSAGES, from: 'admin 234' },
  { text: 'Tamirhaneler alınırken hata oluştu', in: MESSAGES, from: 'admin 234' },
  { text: 'Araçlar alınırken hata oluştu', in: MESSAGES, from: 'admin 234' },
  { text: 'Ayarlar alınırken hata oluştu', in: MESSAGES, from: 'admin 235' },
  { text: 'Ayarlar kaydedilemedi', in: MESSAGES, from: 'admin 235' },
  { text: 'Test e-postası gönderilemedi', in: MESSAGES, from: 'admin 235' },
  { text: 'Yedek oluşturulamadı', in: MESSAGES, from: 'admin 235' },
  { text: 'Yedek geri yüklenemedi', in: MESSAGES, from: 'admin 235' },
  { text: 'Bu işlem için yetkiniz yok', in: MESSAGES, from: 'admin 236' },
  { text: 'Oturum süreniz dolmuş, lütfen tekrar giriş yapın', in: MESSAGES, from: 'admin 236' },
  { text: 'Şifre değiştirilemedi', in: MESSAGES, from: 'admin 236' },
  { text: 'Loglar alınırken hata oluştu', in: MESSAGES, from: 'admin 237' },
  { text: 'Logları dışa aktarırken hata oluştu', in: MESSAGES, from: 'admin 237' },
  { text: 'Logları temizlerken hata oluştu', in: MESSAGES, from: 'admin 237' },
  { text: 'Log detayı alınırken hata oluştu', in: MESSAGES, from: 'admin 237' },
  { text: 'Loglar başarıyla dışa aktarıldı', in: MESSAGES, from: 'admin 237' },

  // This round's screens: the repair followed to delivery (issue 28).
  ...['Beklemede', 'Onay Bekliyor', 'Onaylandı', 'Reddedildi', 'İşlemde', 'Tamamlandı', 'Teslim Edildi', 'İptal'].map((text) => ({
    text,
    in: `${DOMAIN}/repair-status.ts`,
    from: 'issue 28',
  })),
  { text: 'Teklif Gönder', in: `${OPS}/features/repair-forms/work`, from: 'issue 28' },
  { text: 'Teklifi Onayla', in: `${DOMAIN}/repair-status.ts`, from: 'issue 28' },
  { text: 'Reddet', in: `${DOMAIN}/repair-status.ts`, from: 'issue 28' },
  { text: 'Parça', in: `${DOMAIN}/money.ts`, from: 'issue 28' },
  { text: 'İşçilik', in: `${DOMAIN}/money.ts`, from: 'issue 28' },
  ...['adet', 'saat', 'litre', 'metre', 'takım'].map((text) => ({ text, in: `${DOMAIN}/money.ts`, from: 'issue 28' })),
  { text: 'Teslim Alan', in: `${DOMAIN}/signature.ts`, from: 'issue 28' },
  { text: 'Güncel Kalemleri Yükle', in: `${OPS}/features/repair-forms/work`, from: 'issue 29 (the screens of 28)' },
  // KVKK (issue 30).
  { text: 'KVKK Başvuruları', in: `${ADM}/features/kvkk`, from: 'issue 30' },
  { text: 'Süresi geçti', in: `${ADM}/features/kvkk`, from: 'issue 30' },
  ...['Yazılı', 'KEP', 'E-posta', 'Başvuru Formu', 'Bilgi', 'Düzeltme', 'Silme', 'Açık', 'Tamamlandı', 'Reddedildi'].map((text) => ({
    text,
    in: `${DOMAIN}/kvkk.ts`,
    from: 'issue 30',
  })),
  { text: 'Anonim', in: `${DOMAIN}/kvkk.ts`, from: 'issue 30' },
  // Issue 40's texts.
  { text: 'Kaydedilmemiş kalemler var: önce kaydedin', in: MESSAGES, from: 'issue 40 §1' },
  { text: 'Teslim edilmiş form silinemez', in: MESSAGES, from: 'issue 40 §2' },
  { text: 'Birim fiyat geçerli bir tutar olmalıdır, ör. 1.250,50', in: MESSAGES, from: 'issue 40 §9' },
  { text: 'Sil / Anonimleştir', in: `${ADM}/features/kvkk`, from: 'issue 40 §12' },
];

const SOURCE = /\.(ts|tsx|html)$/;
const isTest = (name: string) => /\.(test|spec)\.tsx?$/.test(name) || name === 'testing' || name === '__tests__';

function sourcesUnder(path: string): string[] {
  const full = join(ROOT, path);
  if (SOURCE.test(path)) return [full];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    if (isTest(entry.name) || entry.name === 'node_modules') return [];
    const child = join(path, entry.name);
    if (entry.isDirectory()) return sourcesUnder(child);
    return SOURCE.test(entry.name) ? [join(ROOT, child)] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The text as a string of its own: between quotes, or between a JSX tag (or expression) and the next. */
const standing = (text: string) => new RegExp(`(?:['"\`]${escape(text)}['"\`]|[>}]\\s*${escape(text)}\\s*[<{])`);

const cache = new Map<string, string[]>();
const textsIn = (place: string) => {
  if (!cache.has(place))
    cache.set(
      place,
      sourcesUnder(place).map((file) => readFileSync(file, 'utf8')),
    );
  return cache.get(place)!;
};

describe('the Turkish texts of the spec and of this round’s screens, pinned as literals', () => {
  it('has each text whole where the spec puts it', () => {
    const missing = SPEC_TEXTS.filter(({ text, in: place, template }) => {
      const pattern = template ?? standing(text);
      return !textsIn(place).some((source) => pattern.test(source));
    }).map(({ text, in: place, from }) => `${from}: '${text}' not found as a text of its own in ${place}`);
    expect(missing).toEqual([]);
  });

  it('gives the values the spec writes out for the templated texts', () => {
    expect(MSG.passwordMin(6)).toBe('Şifre en az 6 karakter olmalıdır');
  });

  it('searches real sources (a text that is nowhere is found missing)', () => {
    expect(textsIn(OPS).length).toBeGreaterThan(50);
    expect(textsIn(OPS).some((source) => standing('Şoför Araç Plaka Sorgulama (eski)').test(source))).toBe(false);
    expect(relative(ROOT, join(ROOT, MESSAGES))).toBe(MESSAGES);
  });
});
