import type ExcelJSModule from 'exceljs';
import { sql } from 'drizzle-orm';
import {
  KVKK_DATA_CATEGORY_LABELS,
  INVOICE_RETENTION_YEARS,
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
import { registeredTable } from './personal-register';
import { PERSONAL_KIND_LABELS } from './register';

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
  /** The registered tables whose personal columns this line lists (the register is the source). */
  tables: string[];
  purpose: string;
  basis: string;
  retention: KvkkRetentionCategory | null;
  /** A period fixed by law (no KVKK tab setting), in words. */
  legalRetention?: string;
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

/** The personal columns of `tables` as the register names them ('Sürücü adı (Ad soyad), …'), the derived ones left out. */
function dataOf(tables: string[]): string {
  const labels = tables.flatMap((table) =>
    registeredTable(table)
      .columns.filter((c) => c.reach.by !== 'derived')
      .map((c) => `${c.label} (${PERSONAL_KIND_LABELS[c.kind].toLocaleLowerCase('tr-TR')})`),
  );
  return [...new Set(labels)].join(', ');
}

/**
 * The data inventory (kişisel veri envanteri) for VERBİS: each category of personal data held,
 * why, on what basis, for how long, to whom it goes, where it comes from, and how many records.
 */
export function inventoryLines(db: Db): InventoryLine[] {
  const n = async (query: ReturnType<typeof sql>) => Number(((await db.execute(query)).rows[0] as { n: number | string }).n);
  return [
    {
      category: 'Kimlik ve iletişim (sürücü)',
      subjects: 'Sürücü (sözleşmenin tarafı olan veya olmayan)',
      tables: ['vehicles', 'driver_keys', 'reminders'],
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
      tables: ['repair_forms', 'repair_items', 'repair_status_history', 'repair_approvals'],
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
      tables: ['form_signatures'],
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
      tables: ['form_photos'],
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
      tables: ['notifications'],
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
      tables: ['system_logs', 'users', 'auth_sessions'],
      purpose: 'Bilgi güvenliği; hukuki yükümlülük (5651 s. Kanun)',
      basis: SECURITY.basis,
      retention: 'systemLogs',
      recipients: 'Yok',
      source: 'Portalın kendisi',
      count: () => n(sql`select count(*) as n from system_logs`),
    },
    {
      category: 'Firma ve tamirhane iletişim',
      subjects: 'Müşteri firma ve tamirhane yetkilileri',
      tables: ['companies', 'repair_shops'],
      purpose: 'Müşteri firmayla ve tamirhaneyle iletişim; faturalama',
      basis: bases(CONTRACT, LEGITIMATE),
      retention: null,
      recipients: 'Yok',
      source: 'Firmalar ve Tamirhaneler ekranları',
      count: () => n(sql`select (select count(*) from companies) + (select count(*) from repair_shops) as n`),
    },
    {
      category: 'KVKK başvuruları',
      subjects: 'KVKK başvurusunda bulunan ilgili kişiler',
      tables: ['kvkk_requests', 'kvkk_erasures'],
      purpose: 'İlgili kişi başvurularının kaydı ve yanıtlandığının ispatı (KVKK m. 13)',
      basis: 'KVKK m. 5/2-ç (hukuki yükümlülük)',
      retention: null,
      recipients: 'Yok',
      source: 'Başvuran kişi',
      count: () => n(sql`select count(*) as n from kvkk_requests`),
    },
    {
      category: 'Fatura',
      subjects: 'Fatura alıcısı (müşteri firma veya şahıs); tamirhanenin satıcı bilgileri',
      tables: ['invoices', 'repair_shop_sellers'],
      purpose: 'Onarımın faturalandırılması (e-Arşiv / e-Fatura)',
      basis: 'KVKK m. 5/2-ç (hukuki yükümlülük: VUK m. 229 vd., m. 253; TTK m. 82)',
      retention: null,
      legalRetention: `${INVOICE_RETENTION_YEARS} yıl, faturanın düzenlendiği yılın sonundan başlayarak (TTK m. 82); sonra silinir`,
      recipients: 'Gelir İdaresi Başkanlığı (portal veya özel entegratör); müşteri firma; mali müşavir',
      source: 'Tamir formu ve firma kaydı',
      count: () => n(sql`select count(*) as n from invoices`),
    },
    {
      category: 'Yedekler',
      subjects: 'Portaldaki tüm ilgili kişiler',
      // Every table: the whole database with its encrypted fields.
      tables: [],
      purpose: 'Veri kaybına karşı koruma',
      basis: SECURITY.basis,
      retention: 'backups',
      recipients: 'Yok',
      source: 'Portalın kendisi',
      count: () => n(sql`select count(*) as n from backups`),
    },
  ];
}

/** The inventory as Excel (one sheet 'Veri Envanteri'). */
export async function inventoryFile(db: Db, retention: Record<KvkkRetentionCategory, number>, transferAbroad: string | null): Promise<Buffer> {
  const lines = inventoryLines(db);
  const book = await workbook();
  const sheet = book.addWorksheet('Veri Envanteri');
  sheet.addRow(INVENTORY_HEADERS).font = { bold: true };
  for (const line of lines) {
    const days = line.retention ? `${retention[line.retention]} gün (${KVKK_RETENTION_LABELS[line.retention]})` : (line.legalRetention ?? '');
    const data = line.tables.length ? dataOf(line.tables) : 'Veritabanının tamamının şifreli alanlarıyla kopyası';
    sheet.addRow([
      line.category,
      line.subjects,
      data,
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
