/**
 * Issuing an invoice (issue 43): the XML's validation alone (UBL 2.1 schema by libxml2 in
 * WebAssembly, GİB's Schematron by SaxonJS), then POST /api/repairform/{id}/invoice over HTTP on
 * PGlite (the form's reads, the series' number, building, validating and storing), and how long the
 * issuing transaction lasted (begin to commit): the time the series' number is held.
 * Prints figures; never fails on slowness.
 *
 *   npm run bench:invoice -w server        (BENCH_INVOICE_RUNS=10 by default)
 */
import { eq } from 'drizzle-orm';
import { repairForms, repairShopSellers } from '../src/db/schema/index';
import { buildUblXml, type UblInvoice } from '../src/modules/invoices/ubl-xml';
import { checkSchema, checkSchematron } from '../src/modules/invoices/ubl-validator';
import { createTenant, createVehicle } from '../test/helpers/fixtures';
import { startServer } from '../test/helpers/server';
import { percentile } from './bench-kit';

const RUNS = Number(process.env.BENCH_INVOICE_RUNS ?? 10);
const say = (line: string) => process.stdout.write(`${line}\n`);
const ms = (value: number) => `${value.toFixed(0)} ms`;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `median ${ms(percentile(sorted, 50))}, p90 ${ms(percentile(sorted, 90))}, max ${ms(sorted[sorted.length - 1])}`;
};

const LINES = Array.from({ length: 10 }, (_, i) => ({
  kind: i % 3 === 0 ? 'İşçilik' : 'Parça',
  description: `Kalem ${i + 1}`,
  quantity: 1 + (i % 4) / 2,
  unit: i % 3 === 0 ? 'saat' : 'adet',
  unitPriceKurus: 12_345 + i * 1_001,
  vatRate: [20, 10, 1, 0][i % 4],
}));

const sample: UblInvoice = {
  number: 'BNC2026000000001',
  uuid: '0b5c3f1e-2d4a-4c6f-8e2a-1c5d7f9a0b3e',
  profile: 'EARSIVFATURA',
  typeCode: 'SATIS',
  issueDate: '2026-12-07',
  issueTime: '10:00:00',
  formNumber: 'TF-2026-000001',
  seller: { title: 'Bench Oto Ltd. Şti.', vkn: '1234567890', taxOffice: 'Kadıköy', address: 'Moda Cad. 1 Kadıköy/İstanbul', mersis: null },
  buyer: { kind: 'VKN', id: '9876543210', name: 'Kaya Lojistik A.Ş.', taxOffice: 'Maltepe', address: 'Sanayi Sok. 3 Tuzla/İstanbul', email: null },
  lines: [
    { description: 'Fren balatası', quantityHundredths: 100, unit: 'takım', unitPriceKurus: 185_000, vatRate: 20, lineTotalKurus: 185_000, vatKurus: 37_000 },
  ],
  vatByRate: [{ vatRate: 20, baseKurus: 185_000, vatKurus: 37_000 }],
  subtotalKurus: 185_000,
  vatKurus: 37_000,
  totalKurus: 222_000,
};

async function main() {
  const xml = buildUblXml(sample);
  const xsd: number[] = [];
  const sch: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    let started = performance.now();
    const schemaFailures = await checkSchema(xml);
    xsd.push(performance.now() - started);
    started = performance.now();
    const ruleFailures = checkSchematron(xml, 'earchive');
    sch.push(performance.now() - started);
    if (schemaFailures.length + ruleFailures.length > 0) throw new Error(`the sample invoice fails: ${JSON.stringify([...schemaFailures, ...ruleFailures])}`);
  }
  say(`XML validation of one invoice (${RUNS} runs; the first includes loading the rule files):`);
  say(`  UBL 2.1 schema (libxml2-wasm):  first ${ms(xsd[0])}; ${summary(xsd.slice(1).length ? xsd.slice(1) : xsd)}`);
  say(`  GİB Schematron (SaxonJS):       first ${ms(sch[0])}; ${summary(sch.slice(1).length ? sch.slice(1) : sch)}`);

  const server = await startServer('pglite', { env: { NOTIFICATION_POLL_MS: '600000' } });
  try {
    const shop = await createTenant(server);
    await server.app.db.insert(repairShopSellers).values({
      repairShopId: shop.shopId,
      title: 'Bench Oto Ltd. Şti.',
      vkn: '1234567890',
      taxOffice: 'Kadıköy',
      address: 'Moda Cad. 1 Kadıköy/İstanbul',
      invoicePrefix: 'BNC',
    });
    const vehicleId = (await createVehicle(server, { companyId: shop.companyId })).id;
    const issue: number[] = [];
    const held: number[] = [];
    // Every transaction's length, begin to commit: the issuing one holds the series' number (the
    // counter row's lock on PostgreSQL; every other transaction on PGlite) that long.
    const transactions: number[] = [];
    const db = server.app.db as unknown as { transaction: (...args: unknown[]) => Promise<unknown> };
    const transaction = db.transaction.bind(db);
    db.transaction = async (...args: unknown[]) => {
      const begun = performance.now();
      try {
        return await transaction(...args);
      } finally {
        transactions.push(performance.now() - begun);
      }
    };
    for (let i = 0; i < RUNS; i++) {
      const form = await server.request('POST', '/api/repairform', { token: shop.token, body: { vehicleId, descriptionLines: ['Bakım'] } });
      const id = (form.body as { id: number }).id;
      await server.request('PUT', `/api/repairform/${id}/items`, { token: shop.token, body: { version: 0, items: LINES } });
      await server.app.db.update(repairForms).set({ status: 'Teslim Edildi' }).where(eq(repairForms.id, id));
      const started = performance.now();
      transactions.length = 0;
      const reply = await server.request('POST', `/api/repairform/${id}/invoice`, {
        token: shop.token,
        body: { buyer: { kind: 'VKN', id: '9876543210', name: 'Kaya Lojistik A.Ş.', taxOffice: 'Maltepe', address: 'Sanayi Sok. 3 Tuzla/İstanbul' } },
      });
      issue.push(performance.now() - started);
      held.push(Math.max(0, ...transactions));
      if (reply.status !== 201) throw new Error(`issue failed: ${reply.status} ${reply.text}`);
    }
    say(`POST /api/repairform/{id}/invoice on PGlite, 10 lines, 4 KDV rates (${RUNS} runs): ${summary(issue)}`);
    say(`  the issuing transaction, begin to commit (the series' number held): ${summary(held)}`);
  } finally {
    await server.close();
  }
}

await main();
