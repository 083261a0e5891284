import { eq } from 'drizzle-orm';
import { APPROVAL_STATUS, hasRealEmail, LIMITS, MSG, type RepairApprovalValues } from '@tamir/shared-api/domain';
import type { ApprovalAnswer } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { repairApprovals, repairShops } from '../../db/schema/index';
import type { Caller } from '../../lib/caller';
import { conflict, isUniqueViolation } from '../../lib/http-errors';
import type { NotificationOutbox } from '../notifications/outbox';
import type { RepairFormService } from '../repair-forms/service';
import { noticeSubject, noticeText } from './emails';
import { approvalDto, approvalOfVersion, estimateOf } from './queries';
import { lockedForm, type RepairWorkService } from './service';

/**
 * The company's answer from its link (issue 28): once per version of the lines, only while the
 * form is Onay Bekliyor, recorded with its time and source address; it moves the status and the
 * shop gets a notice (its notification history). The link token is the permission.
 */
export class RepairApprovalService {
  constructor(
    private readonly db: Db,
    private readonly forms: RepairFormService,
    private readonly work: RepairWorkService,
    private readonly outbox: NotificationOutbox,
  ) {}

  async answer(token: string, input: RepairApprovalValues, caller: Caller): Promise<ApprovalAnswer> {
    const { form: linked, expiresAt } = await this.forms.openPublic(token);
    const to = APPROVAL_STATUS[input.decision as keyof typeof APPROVAL_STATUS];
    let queued = false;
    try {
      const answer = await this.db.transaction(async (tx) => {
        const form = await lockedForm(tx, linked.id);
        const given = await approvalOfVersion(tx, form.id, form.itemsVersion);
        if (form.status !== 'Onay Bekliyor') throw conflict(given ? MSG.approvalAlreadyGiven : MSG.approvalNotOpen);
        if (input.version !== form.itemsVersion) throw conflict(MSG.approvalStale);
        if (given) throw conflict(MSG.approvalAlreadyGiven);
        const estimate = await estimateOf(tx, form.id, form.itemsVersion);
        if (estimate.items.length === 0) throw conflict(MSG.approvalNotOpen);
        const [row] = await tx
          .insert(repairApprovals)
          .values({
            repairFormId: form.id,
            itemsVersion: form.itemsVersion,
            decision: input.decision,
            approverName: input.name,
            note: input.note,
            totalKurus: estimate.totalKurus,
            sourceAddress: caller.ip.slice(0, LIMITS.logIpAddressMax),
          })
          .returning();
        await this.work.writeMove(tx, { form, to, source: 'approval', note: input.note, by: { userId: null, username: null, name: input.name } }, caller);
        // The shop's notice: in its notification history, and by e-mail when the shop has an address.
        const [shop] =
          form.repairShopId === null ? [] : await tx.select({ email: repairShops.contactEmail }).from(repairShops).where(eq(repairShops.id, form.repairShopId));
        const recipient = (shop?.email ?? '').trim();
        if (hasRealEmail(recipient)) {
          const notice = input.decision === 'approve' ? 'approved' : 'rejected';
          await this.outbox.queueEmail(tx, {
            recipient,
            customerName: form.customerName,
            subject: noticeSubject(notice, form),
            body: noticeText(notice, {
              form,
              estimate,
              link: await this.outbox.linkFor(token, tx),
              linkExpiresAt: expiresAt,
              approverName: input.name,
              note: input.note,
            }),
            repairFormId: form.id,
            repairShopId: form.repairShopId,
          });
          queued = true;
        }
        return approvalDto(row);
      });
      if (queued) this.outbox.notifyQueued();
      return { message: input.decision === 'approve' ? MSG.approvalApproved : MSG.approvalRejected, status: to, approval: answer };
    } catch (error) {
      // The row lock makes this rare; the unique index is the last word.
      if (isUniqueViolation(error, 'repair_approvals_form_version')) throw conflict(MSG.approvalAlreadyGiven);
      throw error;
    }
  }
}
