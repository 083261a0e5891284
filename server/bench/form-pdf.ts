/**
 * The form's PDF (issue 14): size and render time for a form with 50 fault lines and both
 * signatures (pad-sized PNGs). First the renderer alone (the first render of a process reads and
 * parses the fonts), then GET /api/repairform/{id}/pdf over HTTP on PGlite, which adds the form's
 * reads, the link check and the transfer. Prints figures; never fails on slowness.
 *
 *   npm run bench:pdf -w server        (BENCH_PDF_RUNS=40 by default)
 */
import { LIMITS } from '@tamir/shared-api/domain';
import type { FormSignature, PublicForm } from '@tamir/shared-api/dto';
import { renderFormPdf } from '../src/modules/form-pdf/render-form-pdf';
import { createTenant, createVehicle } from '../test/helpers/fixtures';
import { startServer } from '../test/helpers/server';
import { asDataUrl, signaturePng } from '../test/helpers/signature-png';
import { percentile } from './bench-kit';

const RUNS = Number(process.env.BENCH_PDF_RUNS ?? 40);
const say = (line: string) => process.stdout.write(`${line}\n`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const PHRASES = [
  'sol ön amortisör yağ kaçırıyor, körük yırtık',
  'göstergede motor arıza ışığı yanıyor, soğukta ilk çalıştırmada tekliyor',
  'şanzıman ikinci vitese geçerken zorlanıyor; debriyaj pedalı sert',
  'arka fren balataları aşınmış, disk çizik; değişmesi öneriliyor',
  'klima soğutmuyor, kompresör çalışırken ötüyor',
];
const lineOf = (i: number, long: boolean) => {
  const text = `Arıza ${i + 1}: ${PHRASES[i % PHRASES.length]}`;
  return long ? `${text} — ${'ayrıntılı açıklama, ölçüm ve gözlem notları; '.repeat(40)}`.slice(0, LIMITS.faultLineMax) : text;
};

async function timeRenders(label: string, render: () => Promise<Buffer>): Promise<void> {
  const first = performance.now();
  const pdf = await render();
  const firstMs = performance.now() - first;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await render();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
  say(
    `${label}: ${kb(pdf.length)}, ${pages} pages; first ${ms(firstMs)}, then median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))} (${RUNS} runs)`,
  );
}

const now = new Date().toISOString();
const signatures: FormSignature[] = [
  { role: 'driver', signerName: 'Veli Kaya', signedAt: now, image: asDataUrl(signaturePng({ seed: 1 })) },
  { role: 'authorized', signerName: 'Ayşe Yetkili', signedAt: now, image: asDataUrl(signaturePng({ seed: 2 })) },
];
say(`signature images: ${signatures.map((s) => kb(s.image.length)).join(' + ')} as data URLs`);

const formOf = (long: boolean): PublicForm => ({
  formNumber: 'TF-2026-000050',
  companyName: 'Yılmaz Lojistik A.Ş.',
  companyPhone: '02164443322',
  companyAddress: 'Atatürk Cad. No: 12, Kadıköy, İstanbul',
  vehiclePlate: '34TF5050',
  vehicleBrand: 'Ford',
  vehicleModel: 'Transit',
  vehicleYear: null,
  kilometer: 187_450,
  customerName: 'Veli Kaya',
  descriptionLines: Array.from({ length: 50 }, (_, i) => lineOf(i, long)),
  description: '',
  partsUsed: 'Balata takımı, amortisör (2), klima gazı',
  createdAt: now,
  expiresAt: now,
  signatures,
  status: 'Beklemede',
  estimate: { version: 0, items: [], subtotalKurus: 0, vatByRate: [], vatKurus: 0, totalKurus: 0 },
  approval: null,
  canAnswer: false,
  deliveryKilometer: null,
  photos: [],
});
const publicUrl = 'https://tamir.example.com/forms/view/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg';

await timeRenders('renderer, 50 lines, 2 signatures', () => renderFormPdf({ form: formOf(false), signatures, publicUrl }));
await timeRenders('renderer, 50 lines of 1,000 characters, 2 signatures', () => renderFormPdf({ form: formOf(true), signatures, publicUrl }));
await timeRenders('renderer, 50 lines, unsigned', () => renderFormPdf({ form: formOf(false), signatures: [], publicUrl }));

const server = await startServer('pglite');
try {
  const tenant = await createTenant(server);
  const vehicle = await createVehicle(server, { companyId: tenant.companyId, plate: '34 TF 5050' });
  const created = await server.request('POST', '/api/repairform', {
    token: tenant.token,
    body: { vehicleId: vehicle.id, descriptionLines: formOf(false).descriptionLines, partsUsed: 'Balata takımı' },
  });
  for (const signature of signatures) {
    const signed = await server.request('POST', `/api/repairform/${created.body.id}/signatures`, {
      token: tenant.token,
      body: { role: signature.role, signerName: signature.signerName, image: signature.image },
    });
    if (signed.status !== 201) throw new Error(`signing failed: ${signed.status} ${signed.text}`);
  }
  const fetchPdf = async () => {
    const response = await fetch(`${server.url}/api/repairform/${created.body.id}/pdf`, { headers: { authorization: `Bearer ${tenant.token}` } });
    if (response.status !== 200) throw new Error(`GET …/pdf answered ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  };
  await timeRenders('GET /api/repairform/{id}/pdf on PGlite, 50 lines, 2 signatures', fetchPdf);
} finally {
  await server.close();
}
