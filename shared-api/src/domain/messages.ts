/** Turkish texts of the spec that both the server and the screens use, word for word. */
export const MSG = {
  // shared call rules (core-journeys §8)
  connection: 'Bağlantı hatası. İnternet bağlantınızı kontrol edin',
  sessionExpired: 'Oturum süreniz dolmuş. Lütfen tekrar giriş yapın',
  forbidden: 'Bu işlemi yapmaya yetkiniz yok',
  serverError: 'Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin',
  // login
  usernameRequired: 'Kullanıcı adı gereklidir',
  passwordRequired: 'Şifre gereklidir',
  invalidServerResponse: 'Geçersiz sunucu yanıtı',
  invalidCredentials: 'Kullanıcı adı veya şifre hatalı',
  loginFailed: 'Giriş başarısız. Lütfen bilgilerinizi kontrol edin.',
  // plate
  plateQueryRequired: 'Lütfen plaka numarası girin',
  plateRequired: 'Plaka numarası gereklidir',
  plateInvalid: 'Geçerli bir plaka numarası girin (Örn: 34ABC123)',
  // vehicle form (/admin/vehicles)
  brandModelRequired: 'Marka ve Model gereklidir',
  kilometerMin: 'Kilometre 0 veya daha büyük olmalıdır',
  ownerNameRequired: 'Araç sahibi adı gereklidir',
  driverPhoneRequired: 'Telefon numarası gereklidir',
  driverPhoneInvalid: 'Geçerli bir telefon numarası girin',
  companyRequired: 'Müşteri seçimi gereklidir',
  // plate-search vehicle/company form, in check order
  psBrandModelRequired: 'Marka - Model bilgisi zorunludur',
  psKilometerInvalid: 'Geçerli bir kilometre değeri giriniz',
  psDriverNameRequired: 'Şoför adı soyadı zorunludur',
  psDriverPhoneRequired: 'Şoför telefonu zorunludur',
  psCompanyRequired: 'Firma bilgisi zorunludur',
  contactRequired: 'En az bir iletişim bilgisi (e-posta veya telefon) zorunludur',
  emailInvalid: 'Geçerli bir e-posta adresi giriniz',
  // company form (administration §5)
  companyNameRequired: 'Firma adı zorunludur',
  companyNameMax: 'Firma adı en fazla 200 karakter olabilir',
  addressMax: 'Adres en fazla 500 karakter olabilir',
  taxNumberInvalid: 'Geçerli bir vergi numarası giriniz',
  phoneInvalid: 'Geçerli bir telefon numarası giriniz',
  // repair form
  faultLineRequired: 'En az bir arıza/şikayet girmelisiniz',
  vehicleMissing: 'Araç bilgisi bulunamadı',
  // public form
  publicNotFound: 'Form bulunamadı veya link geçersiz.',
  publicExpiredServer: 'Bu formun bağlantı süresi dolmuş.',
  // not in the spec word for word; our own server messages
  notFound: 'Kayıt bulunamadı',
  vehicleNotFound: 'Araç bulunamadı',
  formNotFound: 'Form bulunamadı',
  companyNotFound: 'Firma bulunamadı',
  plateExists: 'Bu plaka ile kayıtlı bir araç zaten var',
  companyExists: 'Bu isimde bir firma zaten var',
  invalidRequest: 'Geçersiz istek',
  registrationClosed: 'Hesaplar yalnızca yönetici tarafından oluşturulur. Lütfen sistem yöneticinizle iletişime geçin',
  invalidCharacters: 'İstek geçersiz karakterler içeriyor',
  requestTooLarge: 'İstek çok büyük',
  validationFailed: 'Girilen bilgiler geçersiz',
  tooManyRequests: 'Çok fazla istek gönderildi. Lütfen biraz sonra tekrar deneyin',
  accountLocked: 'Çok fazla hatalı giriş denemesi. Hesabınız geçici olarak kilitlendi',
  accountInactive: 'Hesabınız pasif durumdadır',
  tooLong: (max: number) => `En fazla ${max} karakter olabilir`,
  // share form (administration §5) and the outbox
  shareContactRequired: 'Lütfen en az bir iletişim bilgisi girin',
  shareChannelRequired: 'Lütfen e-posta veya SMS gönderimini seçin',
  shareFormTooOld: 'Form 30 günden eski olduğu için bağlantısı paylaşılamaz',
  formEmailQueued: 'Form linki e-posta ile gönderilmek üzere sıraya alındı',
  smsNotActive: 'SMS gönderimi aktif değil; telefon numarası kaydedildi',
  // lists and deletes (operations)
  vehicleDeleted: 'Araç silindi',
  vehicleHasForms: 'Bu araca ait tamir formları bulunduğu için araç silinemez',
  formDeleted: 'Form silindi',
  dateInvalid: 'Geçerli bir tarih giriniz (YYYY-AA-GG)',
  dateRangeInvalid: 'Başlangıç tarihi bitiş tarihinden sonra olamaz',
  pageInvalid: 'Geçerli bir sayfa numarası giriniz',
} as const;
