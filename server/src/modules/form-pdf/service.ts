import { kvkkNoticePath, kvkkPartiesOf, kvkkShortNotice } from '@tamir/shared-api/domain';
import type { PublicForm } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/caller';
import type { KvkkNoticeService } from '../kvkk/notice';
import { publicFormDto } from '../repair-forms/dto';
import { currentLink, findFormById } from '../repair-forms/queries';
import type { RepairFormService } from '../repair-forms/service';
import { signaturesOf } from '../repair-forms/signature-queries';
import { photoThumbsByIds } from '../form-photos/queries';
import { renderFormPdf } from './render-form-pdf';
import { formPdfFileName } from './texts';

export interface FormPdfFile {
  fileName: string;
  pdf: Buffer;
}

/** The public page of a link token as e-mails give it (the one place the public base address is read). */
export type PublicLink = (token: string) => string | Promise<string>;

/**
 * The PDF of a form, rendered when asked and never stored: for its readers (tenancy as reading
 * the form), for link holders (the public page's rules), and for the e-mail dispatcher. Every
 * reader gets the same document: the public page's fields, the signatures, the QR of the link.
 */
export class FormPdfService {
  constructor(
    private readonly db: Db,
    private readonly forms: RepairFormService,
    private readonly publicLink: PublicLink,
    private readonly notices: KvkkNoticeService,
  ) {}

  /**
   * GET /repairform/{id}/pdf. A form without an active link gets one first (the default 7 days,
   * logged), as printing does, so its QR code opens the page; also past the public page's 30 days,
   * as on paper.
   */
  async forForm(id: number, actor: Actor, origin?: string): Promise<FormPdfFile> {
    const form = await this.forms.findVisible(id, actor.user);
    const link = await this.db.transaction((tx) => this.forms.activeLinkOrNew(tx, form, 'PDF için', actor));
    const dto = publicFormDto(form, link.expiresAt, await signaturesOf(this.db, form.id), await this.forms.publicWork(form));
    return this.render(dto, form.repairShopId, link.token, origin);
  }

  /** GET /repairform/public/{token}/pdf: 404 and expiry exactly as the public page. */
  async forToken(token: string, origin?: string): Promise<FormPdfFile> {
    const { form, repairShopId } = await this.forms.getPublicOfShop(token);
    return this.render(form, repairShopId, token, origin);
  }

  /** A form e-mail's attachment, with the form's current link (none: no QR code); null when the form is gone. */
  async forEmail(formId: number): Promise<FormPdfFile | null> {
    const form = await findFormById(this.db, formId);
    if (!form) return null;
    const link = await currentLink(this.db, form.id);
    const work = await this.forms.publicWork(form);
    return this.render(
      publicFormDto(form, link?.expiresAt ?? form.createdAt, await signaturesOf(this.db, form.id), work),
      form.repairShopId,
      link?.token ?? null,
    );
  }

  /**
   * With no public base address known (no PUBLIC_BASE_URL, none recorded), the link is only a path;
   * a PDF asked for over HTTP then takes the origin of that request, as the public page's QR does.
   */
  private async render(form: PublicForm, shopId: number | null, token: string | null, origin?: string): Promise<FormPdfFile> {
    const link = token === null ? null : await this.publicLink(token);
    const publicUrl = link?.startsWith('/') && origin ? origin + link : link;
    // The photos the form's DTO names (its own), as their stored thumbnails.
    const photos = await photoThumbsByIds(
      this.db,
      form.photos.map((photo) => photo.id),
    );
    // The form's shop's notice: its own controller (the portal's operator as processor), else the portal's (issue 41 §3).
    const notice = await this.notices.publicNotice(shopId);
    const kvkkNotice = kvkkShortNotice(kvkkNoticeUrl(publicUrl, origin, shopId), kvkkPartiesOf(notice));
    const pdf = await renderFormPdf({ form, signatures: form.signatures, publicUrl, photos, kvkkNotice });
    return { fileName: formPdfFileName(form.formNumber), pdf };
  }
}

/**
 * The address of the form's shop's /kvkk page (/kvkk?shop={id}): on the public page's origin when it
 * is absolute, else on the request's (or just the path).
 */
export function kvkkNoticeUrl(publicUrl: string | null, origin?: string, shopId?: number | null): string {
  if (publicUrl && /^https?:\/\//.test(publicUrl)) return new URL(kvkkNoticePath(shopId), publicUrl).href;
  return `${origin ?? ''}${kvkkNoticePath(shopId)}`;
}
