import { and, eq } from 'drizzle-orm';
import { formatPlate, type FormSignatureInputValues, MSG, SIGNATURE_ROLE_LABELS, signatureRefusal } from '@tamir/shared-api/domain';
import type { RepairForm } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { formSignatures, repairForms } from '../../db/schema/index';
import type { Actor } from '../../lib/caller';
import { badRequest, conflict, isUniqueViolation } from '../../lib/http-errors';
import { noticeVersionForSignature } from '../kvkk/notice';
import type { SystemLogService } from '../system-logs/service';
import type { RepairFormService } from './service';
import { lockForm } from './signed-form-guard';

/** POST /repairform/{id}/signatures: a signature drawn on the device, one per role, never replaced. */
export class FormSignatureService {
  constructor(
    private readonly db: Db,
    private readonly systemLog: SystemLogService,
    private readonly forms: RepairFormService,
  ) {}

  /**
   * Tenancy as reading the form (another shop's form is 404). The input is checked at the route
   * (name trimmed and required, a PNG data URL of at most 200 KB); the time is the server's.
   */
  async sign(id: number, input: FormSignatureInputValues, actor: Actor): Promise<RepairForm> {
    const form = await this.forms.findVisible(id, actor.user);
    try {
      await this.db.transaction(async (tx) => {
        await lockForm(tx, form.id);
        // 'Teslim Alan' signs when the vehicle leaves, once the work is done (issue 28); the intake's
        // two sign no more once it has left or the job was called off (issue 40).
        const [{ status }] = await tx.select({ status: repairForms.status }).from(repairForms).where(eq(repairForms.id, form.id));
        const refusal = signatureRefusal(input.role, status);
        if (refusal) throw conflict(refusal);
        const [taken] = await tx
          .select({ id: formSignatures.id })
          .from(formSignatures)
          .where(and(eq(formSignatures.repairFormId, form.id), eq(formSignatures.role, input.role)));
        if (taken) throw conflict(MSG.formAlreadySigned);
        // The KVKK notice shown on the pad (issue 30): a version never published is refused.
        // A shop with its own text (issue 41 §3): a version of that shop's text, recorded as such.
        const notice = await noticeVersionForSignature(tx, input.noticeVersion, form.repairShopId, input.noticeOf);
        if (notice === null) throw badRequest(MSG.kvkkNoticeVersionInvalid, { noticeVersion: [MSG.kvkkNoticeVersionInvalid] });
        await tx.insert(formSignatures).values({
          repairFormId: form.id,
          role: input.role,
          signerName: input.signerName,
          signedAt: new Date(),
          sessionId: actor.user.sessionId,
          userId: actor.user.id,
          image: input.image,
          ...notice,
        });
        await this.systemLog.record(
          tx,
          {
            action: 'Update',
            entityType: 'RepairForm',
            entityId: form.id,
            description: `Form cihazda imzalandı (${SIGNATURE_ROLE_LABELS[input.role]}: ${input.signerName}): ${form.formNumber} (${formatPlate(form.plateNumber)})`,
          },
          actor,
        );
      });
    } catch (error) {
      // The row lock makes this rare; the unique index is the last word.
      if (isUniqueViolation(error, 'form_signatures_form_role')) throw conflict(MSG.formAlreadySigned);
      throw error;
    }
    return this.forms.get(form.id, actor.user);
  }
}
