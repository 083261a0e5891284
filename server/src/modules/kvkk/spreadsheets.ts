import type ExcelJSModule from 'exceljs';
import { sql } from 'drizzle-orm';
import {
  KVKK_DATA_CATEGORY_LABELS,
  KVKK_LEGAL_BASES,
  KVKK_RETENTION_LABELS,
  KVKK_SECURITY_MEASURES,
  kvkkDestructionWords,
  type KvkkRetentionCategory,
} from '@tamir/shared-api/domain';
import type { KvkkDestructionEntry } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { csvText, CSV_SEPARATOR } from '../system-logs/export-writers';
import { istanbulDateTime } from '../system-logs/dates';

async function workbook(): Promise<ExcelJSModule.Workbook> {
  // exceljs is loaded at the first file, as the log export does.
  const { default: ExcelJS } = await import('exceljs');
  return new ExcelJS.Workbook();
}

const DESTRUCTION_HEADERS = ['Tarih', 'Kategori', 'Yöntem', 'Yapılan işlem', 'Gerekçe', 'Kayıt sayısı', 'Başvuru no', 'İşlemi yapan'];
const destructionCells = (e: KvkkDestructionEntry) => [
  istanbulDateTime(new Date(e.at)),
  KVKK_DATA_CATEGORY_LABELS[e.category] ?? e.category,
  e.method,
  kvkkDestructionWords(e.category, e.method),
  e.reason,
  e.count,
  e.requestId ?? '',
  e.by,
];

/** The destruction log as Excel (one sheet 'İmha Kayıtları') or CSV (';', BOM, CRLF, as the log export). */
export async function destructionLogFile(entries: KvkkDestructionEntry[], format: 'xlsx' | 'csv'): Promise<Buffer> {
  if (format === 'csv') {
    const lines = [DESTRUCTION_HEADERS.map(csvText).join(CSV_SEPARATOR)];
    for (const e of entries)
      lines.push(
        destructionCells(e)
          .map((c) => (typeof c === 'number' ? String(c) : csvText(String(c))))
          .join(CSV_SEPARATOR),
      );
    return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
  }
  const book = await workbook();
  const sheet = book.addWorksheet('İmha Kayıtları');
  sheet.addRow(DESTRUCTION_HEADERS).font = { bold: true };
  for (const e of entries) sheet.addRow(destructionCells(e));
  return Buffer.from(await book.xlsx.writeBuffer());
}

interface InventoryLine {
  category: string;
  /** Whose data (VERBİS: veri konusu kişi grubu). */
  subjects: string;
  data: string;
  purpose: string;
  basis: string;
  retention: KvkkRetentionCategory | null;
  recipients: string;
  source: string;
  count: () => Promise<number>;
}

const [CONTRACT, LEGITIMATE, OBLIGATION, SECURITY] = KVKK_LEGAL_BASES;
/** 'm. 5/2-c: <whose>; m. 5/2-f: <whose>' — which basis covers which group, on one line. */
const bases = (...list: typeof KVKK_LEGAL_BASES) => list.map((b) => `${b.basis}: ${b.group}`).join('; ');
/** A line about the customer and the driver: the contract for the party, legitimate interest for a driver who is not one, the record kept. */
const PARTY_AND_DRIVER = bases(CONTRACT, LEGITIMATE, OBLIGATION);
const CUSTOMER_AND_DRIVER = 'Müşteri ve yetkilisi; sürücü (sözleşmenin tarafı olan veya olmayan)';

/** The inventory's columns (VERBİS asks for the data-subject group and the security measures too). */
export const INVENTORY_HEADERS = [
  'Veri kategorisi',
  'Veri konusu kişi grubu',
  'Kişisel veriler',
  'İşleme amacı',
  'Hukuki sebep',
  'Saklama süresi',
  'Alıcılar',
  'Toplama kaynağı',
  'Yurt dışına aktarım',
  'Güvenlik tedbirleri',
  'Kayıt sayısı',
];

/**
 * The data inventory (kişisel veri envanteri) for VERBİS: each category of personal data held,
 * why, on what basis, for how long, to whom it goes, where it comes from, and how many records.
 */
export async function inventoryFile(db: Db, retention: Record<KvkkRetentionCategory, number>, transferAbroad: string | null): Promise<Buffer> {
  const n = async (query: ReturnType<typeof sql>) => Number(((await db.execute(query)).rows[0] as { n: number | string }).n);
  const lines: InventoryLine[] = [
    {
      category: 'Kimlik ve iletişim (sürücü)',
      subjects: 'Sürücü (sözleşmenin tarafı olan veya olmayan)',
      data: 'Sürücünün adı soyadı, telefon numarası (şifreli), araç plakası',
      purpose: 'Onarım sözleşmesinin ifası; müşteri firmanın bilgilendirilmesi',
      basis: bases(CONTRACT, LEGITIMATE),
      retention: 'forms',
      recipients: 'Müşteri firma; e-posta/SMS hizmet sağlayıcısı',
      source: 'Sürücü ve müşteri firma; araç kaydı ekranı',
      count: () => n(sql`select count(*) as n from vehicles where owner_name <> 'Anonim'`),
    },
    {
      category: 'Müşteri işlem (tamir formu)',
      subjects: CUSTOMER_AND_DRIVER,
      data: 'Formdaki sürücü ve müşteri adı, telefonları, arıza ve onarım bilgileri',
      purpose: 'Onarım sözleşmesinin kurulması ve ifası; ticari kayıt',
      basis: PARTY_AND_DRIVER,
      retention: 'forms',
      recipients: 'Müşteri firma',
      source: 'Tamir formu ekranı',
      count: () => n(sql`select count(*) as n from repair_forms`),
    },
    {
      category: 'İmza',
      subjects: 'Aracı teslim eden ve teslim alan kişi (sürücü veya müşteri yetkilisi)',
      data: 'Form üzerindeki el yazısı imza görüntüsü ve imzalayanın adı',
      purpose: 'Aracın teslim alınması ve teslim edilmesinin belgelenmesi',
      basis: PARTY_AND_DRIVER,
      retention: 'forms',
      recipients: 'Müşteri firma (form çıktısı)',
      source: 'İmza ekranı (tablet/telefon)',
      count: () => n(sql`select count(*) as n from form_signatures where image <> ''`),
    },
    {
      category: 'Görsel kayıt',
      subjects: 'Sürücü ve müşteri (fotoğrafta görünebildikleri ölçüde)',
      data: 'Aracın teslim alma ve teslim fotoğrafları',
      purpose: 'Aracın durumunun belgelenmesi',
      basis: bases(CONTRACT, LEGITIMATE),
      retention: 'photos',
      recipients: 'Müşteri firma (form bağlantısı)',
      source: 'Fotoğraf yükleme ekranı',
      count: () => n(sql`select count(*) as n from form_photos`),
    },
    {
      category: 'İletişim geçmişi',
      subjects: 'Müşteri firma yetkilisi; sürücü',
      data: 'Gönderilen e-posta/SMS bildirimleri (alıcı, içerik)',
      purpose: 'Müşteri firmanın ve sürücünün bilgilendirilmesi',
      basis: bases(CONTRACT, LEGITIMATE),
      retention: 'notifications',
      recipients: 'E-posta/SMS hizmet sağlayıcısı',
      source: 'Portalın kendisi',
      count: () => n(sql`select count(*) as n from notifications`),
    },
    {
      category: 'İşlem güvenliği',
      subjects: SECURITY.group,
      data: 'Sistem kayıtları (kullanıcı, IP adresi, işlem açıklaması)',
      purpose: 'Bilgi güvenliği; hukuki yükümlülük (5651 s. Kanun)',
      basis: SECURITY.basis,
      retention: 'systemLogs',
      recipients: 'Yok',
      source: 'Portalın kendisi',
      count: () => n(sql`select count(*) as n from system_logs`),
    },
    {
      category: 'Yedekler',
      subjects: 'Portaldaki tüm ilgili kişiler',
      data: 'Veritabanının tamamının şifreli alanlarıyla kopyası',
      purpose: 'Veri kaybına karşı koruma',
      basis: SECURITY.basis,
      retention: 'backups',
      recipients: 'Yok',
      source: 'Portalın kendisi',
      count: () => n(sql`select count(*) as n from backups`),
    },
  ];
  const book = await workbook();
  const sheet = book.addWorksheet('Veri Envanteri');
  sheet.addRow(INVENTORY_HEADERS).font = { bold: true };
  for (const line of lines) {
    const days = line.retention ? `${retention[line.retention]} gün (${KVKK_RETENTION_LABELS[line.retention]})` : '';
    sheet.addRow([
      line.category,
      line.subjects,
      line.data,
      line.purpose,
      line.basis,
      days,
      line.recipients,
      line.source,
      // A category sent through the e-mail/SMS provider goes abroad with it when the provider is (Art. 9).
      transferAbroad && /e-posta|SMS/.test(line.recipients) ? transferAbroad : 'Yok',
      KVKK_SECURITY_MEASURES,
      await line.count(),
    ]);
  }
  sheet.columns.forEach((column) => (column.width = 32));
  return Buffer.from(await book.xlsx.writeBuffer());
}
