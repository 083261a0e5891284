import { asc, eq } from 'drizzle-orm';
import { KVKK_DATA_CATEGORY_LABELS, type KvkkDataCategory } from '@tamir/shared-api/domain';
import type { KvkkPublicNotice } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { kvkkDestructionLog, type kvkkRequests } from '../../db/schema/index';
import { COLORS, createPdf, FONT, pdfBytes, SIZES } from '../form-pdf/pdf-document';
import { findRetained } from './finder';
import { retainedLines } from './service';
import { trDate, trDay } from './tr-dates';

type RequestRow = typeof kvkkRequests.$inferSelect;

/** What was done for the request, in the letter's words (Art. 13/3: the answer says what was done or why not). */
export async function whatWasDone(db: Db, row: RequestRow): Promise<string[]> {
  if (row.answerDecision === 'Red') return [`Talebiniz aşağıdaki gerekçeyle reddedilmiştir: ${row.answerReason}`];
  const lines: string[] = [];
  if (row.kind === 'Bilgi') lines.push('İşlenen kişisel verilerinize ilişkin döküm bu yazının ekinde tarafınıza sunulmuştur.');
  if (row.erasedAt) lines.push(`Kişisel verileriniz ${trDate(row.erasedAt)} tarihinde silinmiş veya anonim hâle getirilmiştir.`);
  // Invoices found by the T.C. kimlik no stay whole while their 10 years run (issue 43, item 7).
  if (row.kind === 'Silme' && row.identityKind === 'T.C. Kimlik No' && row.identityHash)
    lines.push(...retainedLines({ retained: await findRetained(db, row.identityHash, null) }));
  if (row.correctedAt) lines.push(`Kişisel verileriniz ${trDate(row.correctedAt)} tarihinde düzeltilmiştir.`);
  const log = await db.select().from(kvkkDestructionLog).where(eq(kvkkDestructionLog.requestId, row.id)).orderBy(asc(kvkkDestructionLog.id));
  if (log.length)
    lines.push(
      `İmha/düzeltme kaydı: ${log.map((e) => `${KVKK_DATA_CATEGORY_LABELS[e.category as KvkkDataCategory] ?? e.category} ${e.count} kayıt (${e.method})`).join('; ')}.`,
    );
  if (row.thirdPartyNotifiedAt)
    lines.push(
      `KVKK m. 11/1-f uyarınca verilerinizin aktarıldığı ${row.thirdPartyRecipients.length} alıcıya ${trDate(row.thirdPartyNotifiedAt)} tarihinde bildirim yapılmıştır.`,
    );
  if (lines.length === 0) lines.push('Talebiniz kabul edilmiştir.');
  return lines;
}

/**
 * The answer letter (GET /api/kvkk/requests/{id}/answer.pdf): the controller, the applicant, the
 * request, the decision and what was done, the date and channel of the answer, and the right to
 * complain to the Board (Art. 14). Turkish, A4, the form PDF's fonts.
 */
export async function answerLetterPdf(row: RequestRow, controller: KvkkPublicNotice, done: string[]): Promise<Buffer> {
  const doc = await createPdf({ title: `KVKK Başvurusu #${row.id} Yanıtı`, subject: 'KVKK m. 13 başvuru yanıtı' });
  doc.addPage();
  const label = (text: string) => doc.moveDown(0.5).font(FONT.bold).fontSize(SIZES.subtitle).fillColor(COLORS.text).text(text).moveDown(0.15);
  const line = (text: string) => doc.font(FONT.regular).fontSize(SIZES.body).fillColor(COLORS.text).text(text, { align: 'left' });
  const small = (text: string) => doc.font(FONT.regular).fontSize(SIZES.small).fillColor(COLORS.muted).text(text);

  doc
    .font(FONT.bold)
    .fontSize(SIZES.subtitle)
    .fillColor(COLORS.text)
    .text(controller.controllerTitle || 'Veri sorumlusu');
  if (controller.address) small(controller.address);
  small([controller.email ? `E-posta: ${controller.email}` : '', controller.kepAddress ? `KEP: ${controller.kepAddress}` : ''].filter(Boolean).join(' · '));
  // A repair shop's own controller: the portal's operator answers for it as the processor.
  if (controller.processor) small(controller.processor);
  doc.moveDown(0.8);
  line(`Tarih: ${trDate(row.answeredAt ?? new Date())}`);
  line(`Sayı: KVKK-${row.id}`);
  doc.moveDown(0.6);
  line(`Sayın ${row.applicantName}`);
  if (row.noticeAddress) small(row.noticeAddress);
  doc.moveDown(0.6);
  doc.font(FONT.bold).fontSize(SIZES.title).fillColor(COLORS.text).text('Kişisel Veri Başvurunuza Yanıt');

  label('Başvurunuz');
  line(`Başvuru no: ${row.id} · Başvuru tarihi: ${trDay(row.receivedAt)} · Kanal: ${row.channel} · Tür: ${row.kind}`);
  if (row.identityKind && row.identityMasked) line(`${row.identityKind}: ${row.identityMasked}${row.nationality ? ` (${row.nationality})` : ''}`);
  if (row.subject) line(`Talep konusu: ${row.subject}`);

  label(`Karar: ${row.answerDecision === 'Red' ? 'Red' : 'Kabul'}`);
  for (const text of done) line(text);

  label('Yanıt');
  line(
    `Bu yanıt ${trDate(row.answeredAt ?? new Date())} tarihinde ${row.answerChannel ?? ''} yoluyla verilmiştir. Başvurunuz ücretsiz olarak sonuçlandırılmıştır (KVKK m. 13).`,
  );
  doc.moveDown(0.4);
  small(
    'Başvurunuzun reddedilmesi, verilen cevabı yetersiz bulmanız veya başvurunuza süresinde cevap verilmemesi hâllerinde; cevabı öğrendiğiniz tarihten itibaren otuz ve her hâlde başvuru tarihinden itibaren altmış gün içinde Kişisel Verileri Koruma Kurulu’na şikâyette bulunabilirsiniz (KVKK m. 14).',
  );
  doc.moveDown(1.2);
  line(controller.controllerTitle || 'Veri sorumlusu');
  return pdfBytes(doc);
}
