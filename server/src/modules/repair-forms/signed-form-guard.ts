import { eq } from 'drizzle-orm';
import { formDeleteRefusal, MSG } from '@tamir/shared-api/domain';
import type { Db } from '../../db/client';
import { formSignatures, repairForms } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/http-errors';

/**
 * Locks the form's row for the rest of the caller's transaction and reads whether it is signed.
 * Signing takes the same lock (FormSignatureService), so a change and a signature of one form
 * never pass each other: whichever comes second sees the first. Missing: 404.
 */
export async function lockForm(tx: Db, formId: number): Promise<{ signed: boolean; status: string }> {
  const [form] = await tx.select({ id: repairForms.id, status: repairForms.status }).from(repairForms).where(eq(repairForms.id, formId)).for('update');
  if (!form) throw notFound(MSG.formNotFound);
  const [signature] = await tx.select({ id: formSignatures.id }).from(formSignatures).where(eq(formSignatures.repairFormId, formId)).limit(1);
  return { signed: !!signature, status: form.status };
}

/**
 * Every change of a form's content (its delete included) calls this first, inside its transaction:
 * a form with any signature is a signed document and is refused (409) with a Turkish text; a
 * delete of a delivered or cancelled form is refused with its own text.
 */
export async function assertFormChangeable(tx: Db, formId: number, { deleting = false } = {}): Promise<void> {
  const form = await lockForm(tx, formId);
  // Delivered and cancelled forms are records (issue 40): the status is named before the signatures.
  const refusal = deleting ? formDeleteRefusal(form.status) : null;
  if (refusal) throw conflict(refusal);
  if (form.signed) throw conflict(MSG.signedFormLocked);
}
