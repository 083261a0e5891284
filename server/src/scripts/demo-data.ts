import { NO_EMAIL_PLACEHOLDER } from '@tamir/shared-api/domain';

/** The believable Turkish content of `npm run seed:demo` (docs/contracts.md, "Demo data"). */

export interface DemoContact {
  name: string;
  address: string;
  phone: string;
  email: string;
  taxNumber: string;
  authorizedPerson: string;
}

export const DEMO_SHOPS: Array<DemoContact & { user: { username: string; firstName: string; lastName: string; email: string; phone: string } }> = [
  {
    name: 'Yıldız Oto Servis',
    address: 'İkitelli OSB Mah. Atatürk Bulvarı No: 45, Başakşehir / İstanbul',
    phone: '0212 549 31 20',
    email: 'servis@yildizoto.example.com',
    taxNumber: '9876543210',
    authorizedPerson: 'Ahmet Yıldız',
    user: { username: 'tamirci', firstName: 'Ahmet', lastName: 'Yıldız', email: 'ahmet.yildiz@yildizoto.example.com', phone: '0532 418 27 63' },
  },
  {
    name: 'Anadolu Tamir Merkezi',
    address: 'Ostim OSB Mah. 1203. Cadde No: 18, Yenimahalle / Ankara',
    phone: '0312 385 47 60',
    email: 'info@anadolutamir.example.com',
    taxNumber: '4567891230',
    authorizedPerson: 'Mehmet Kaya',
    user: { username: 'tamirci2', firstName: 'Mehmet', lastName: 'Kaya', email: 'mehmet.kaya@anadolutamir.example.com', phone: '0533 624 19 85' },
  },
];

/** `shops`: indexes into DEMO_SHOPS the company is linked to. */
export const DEMO_COMPANIES: Array<DemoContact & { shops: number[] }> = [
  {
    name: 'Marmara Lojistik A.Ş.',
    address: 'Aydınlı Mah. Birlik Sk. No: 12, Tuzla / İstanbul',
    phone: '0216 593 40 10',
    email: 'filo@marmaralojistik.example.com',
    taxNumber: '6120458731',
    authorizedPerson: 'Zeynep Arslan',
    shops: [0],
  },
  {
    name: 'Boğaziçi Turizm Taşımacılık Ltd. Şti.',
    address: 'Kuştepe Mah. Mecidiyeköy Yolu Cad. No: 8, Şişli / İstanbul',
    phone: '0212 347 25 80',
    email: 'operasyon@bogaziciturizm.example.com',
    taxNumber: '1840392765',
    authorizedPerson: 'Caner Öz',
    shops: [0],
  },
  {
    name: 'Ege Gıda Dağıtım A.Ş.',
    address: 'Atatürk OSB 10007 Sk. No: 4, Çiğli / İzmir',
    phone: '0232 376 58 40',
    email: 'araclar@egegida.example.com',
    taxNumber: '3390215874',
    authorizedPerson: 'Derya Yılmaz',
    shops: [0],
  },
  {
    name: 'Kuzey Filo Kiralama A.Ş.',
    address: 'Barbaros Mah. Kardelen Sk. No: 2, Ataşehir / İstanbul',
    phone: '0216 688 12 00',
    email: 'servis@kuzeyfilo.example.com',
    taxNumber: '5508173942',
    authorizedPerson: 'Tolga Şen',
    shops: [0, 1],
  },
  {
    name: 'Başkent İnşaat Ltd. Şti.',
    address: 'Çukurambar Mah. 1480. Sk. No: 6, Çankaya / Ankara',
    phone: '0312 472 90 15',
    email: 'makine@baskentinsaat.example.com',
    taxNumber: '2275610948',
    authorizedPerson: 'Nihat Güler',
    shops: [1],
  },
  {
    name: 'Orta Anadolu Nakliyat A.Ş.',
    address: 'Osman Kavuncu Bulvarı No: 221, Kocasinan / Kayseri',
    phone: '0352 336 44 70',
    email: 'filo@ortaanadolunakliyat.example.com',
    taxNumber: '7741902356',
    authorizedPerson: 'Serdar Kaya',
    shops: [1],
  },
  // 'E-posta yok': forms of this company queue no e-mail.
  {
    name: 'Kızılırmak Süt Ürünleri A.Ş.',
    address: 'Organize Sanayi Bölgesi 3. Cad. No: 14, Yahşihan / Kırıkkale',
    phone: '0318 266 31 52',
    email: NO_EMAIL_PLACEHOLDER,
    taxNumber: '8812046375',
    authorizedPerson: 'Aylin Tunç',
    shops: [1],
  },
];

/** [plate, brand, model, type, km, driver, phone, company index] */
export const DEMO_VEHICLES: Array<[string, string, string, string, number, string, string, number]> = [
  ['34 MLJ 218', 'Ford', 'Transit', 'Kamyonet', 184250, 'Murat Demir', '0532 418 66 21', 0],
  ['34 MLJ 437', 'Ford', 'Transit Custom', 'Panelvan', 96340, 'Serkan Aydın', '0535 287 14 09', 0],
  ['34 MLJ 652', 'Iveco', 'Daily', 'Kamyon', 231880, 'Emre Koç', '0542 630 91 47', 0],
  ['34 MLJ 803', 'Fiat', 'Doblo', 'Panelvan', 142015, 'Murat Demir', '0532 418 66 21', 0],
  ['34 BFR 1290', 'Renault', 'Master', 'Panelvan', 77820, 'Kadir Şahin', '0506 921 33 58', 0],
  ['34 BTT 115', 'Mercedes-Benz', 'Sprinter', 'Minibüs', 312400, 'Cengiz Yurt', '0533 410 72 86', 1],
  ['34 BTT 226', 'Mercedes-Benz', 'Sprinter', 'Minibüs', 289730, 'Ali Rıza Öztürk', '0532 954 10 37', 1],
  ['34 BTT 348', 'Volkswagen', 'Crafter', 'Minibüs', 158600, 'Okan Erdem', '0545 318 27 64', 1],
  ['34 BTT 491', 'Isuzu', 'Novo Lux', 'Midibüs', 402150, 'Yusuf Arslan', '0537 802 45 19', 1],
  ['35 EGD 204', 'Isuzu', 'NPR', 'Kamyon', 198420, 'Tuncay Yıldırım', '0532 667 08 42', 2],
  ['35 EGD 318', 'Ford', 'Transit', 'Kamyonet', 121760, 'Barış Kılıç', '0541 209 56 73', 2],
  ['35 EGD 527', 'Fiat', 'Fiorino', 'Panelvan', 88930, 'Gökhan Aksoy', '0505 374 81 26', 2],
  ['35 AK 6612', 'Renault', 'Kangoo', 'Panelvan', 64310, 'Erkan Polat', '0534 128 93 50', 2],
  ['34 KFK 101', 'Toyota', 'Corolla', 'Otomobil', 58240, 'Hasan Çelik', '0532 714 58 20', 3],
  ['34 KFK 202', 'Renault', 'Clio', 'Otomobil', 73115, 'Hasan Çelik', '0532 714 58 20', 3],
  ['41 KFK 303', 'Hyundai', 'i20', 'Otomobil', 41890, 'Elif Doğan', '0543 516 07 92', 3],
  ['06 KFK 404', 'Dacia', 'Duster', 'Arazi', 92470, 'Burak Özdemir', '0536 745 20 18', 3],
  ['34 KFK 505', 'Volkswagen', 'Passat', 'Otomobil', 128300, 'Selin Kaplan', '0538 290 64 35', 3],
  ['06 KFK 606', 'Fiat', 'Egea', 'Otomobil', 66750, 'Onur Tekin', '0544 863 17 29', 3],
  ['06 BSK 712', 'Ford', 'Cargo', 'Kamyon', 276540, 'Ramazan Kurt', '0532 581 40 63', 4],
  ['06 BSK 845', 'Mercedes-Benz', 'Actros', 'Çekici', 512380, 'İbrahim Güneş', '0535 403 92 17', 4],
  ['06 BSK 936', 'Toyota', 'Hilux', 'Kamyonet', 104220, 'Ferhat Acar', '0542 176 38 05', 4],
  ['06 BSK 1047', 'Mitsubishi', 'L200', 'Kamyonet', 137690, 'Sinan Bulut', '0507 629 14 88', 4],
  ['38 OAN 120', 'Mercedes-Benz', 'Atego', 'Kamyon', 345870, 'Mustafa Aktaş', '0533 852 61 04', 5],
  ['38 OAN 245', 'Scania', 'R 450', 'Çekici', 621440, 'Halil Ekinci', '0541 937 25 60', 5],
  ['06 OAN 378', 'Ford', 'Transit', 'Kamyonet', 155020, 'Yasin Karaca', '0546 214 79 31', 5],
  ['38 OAN 491', 'Iveco', 'Eurocargo', 'Kamyon', 289310, 'Cemal Uçar', '0530 467 18 92', 5],
  ['71 KSU 58', 'Ford', 'Transit Frigorifik', 'Kamyonet', 167480, 'Levent Işık', '0532 406 83 97', 6],
  ['71 KSU 163', 'Isuzu', 'NPR Frigorifik', 'Kamyon', 214650, 'Ümit Sarı', '0535 761 42 08', 6],
  ['06 KSU 274', 'Fiat', 'Doblo', 'Panelvan', 98120, 'Volkan Er', '0543 128 70 56', 6],
];

export const DEMO_FAULTS = [
  'Fren balatalarından ses geliyor',
  'Motor rölantide tekliyor',
  'Klima soğutmuyor',
  'Ön sağ lastikte hava kaybı var',
  'Yağ değişimi ve filtre bakımı',
  'Direksiyonda titreme var (80 km/s üzeri)',
  'Akü şarj tutmuyor',
  'Vites geçişlerinde vuruntu var',
  'Egzozdan mavi duman geliyor',
  'Far ayarı bozuk',
  'Arka stop lambası yanmıyor',
  'Motor arıza lambası yanıyor',
  'Debriyaj kaçırıyor',
  'Silecek motoru çalışmıyor',
  'Triger kayışı değişim zamanı geldi',
  'Radyatörden su sızıntısı var',
  'Ön takımdan ses geliyor, rot başı kontrol edilecek',
  'Periyodik bakım',
  'Sürücü tarafı cam otomatiği çalışmıyor',
  'Kalorifer ısıtmıyor',
  'Yakıt tüketimi arttı',
  'Marş basmakta zorlanıyor',
  'Amortisörlerden ses geliyor',
  'Sürgülü kapı kilidi arızalı',
];

export const DEMO_PARTS = [
  'Ön fren balatası takımı, fren hidroliği 1 L',
  'Motor yağı 10W-40 (8 L), yağ filtresi, hava filtresi',
  'Akü 12V 72Ah',
  'Klima gazı dolumu, polen filtresi',
  'Triger seti ve devirdaim pompası',
  'Rot başı (sol-sağ), rot ayarı',
  'Silecek motoru',
  'Radyatör hortumu, antifriz 3 L',
  'Debriyaj seti',
  'Amortisör (arka, 2 adet)',
];
