import { eq } from 'drizzle-orm';
import { MSG } from '@tamir/shared-api/domain';
import type { Db } from '../../db/client';
import { formSignatures, repairForms } from '../../db/schema/index';
import { conflict, notFound } from '../../lib/http-errors';

/**
 * Locks the form's row for the rest of the caller's transaction and reads whether it is signed.
 * Signing takes the same lock (FormSignatureService), so a change and a signature of one form
 * never pass each other: whichever comes second sees the first. Missing: 404.
 */
export async function lockForm(tx: Db, formId: number): Promise<{ signed: boolean }> {
  const [form] = await tx.select({ id: repairForms.id }).from(repairForms).where(eq(repairForms.id, formId)).for('update');
  if (!form) throw notFound(MSG.formNotFound);
  const [signature] = await tx.select({ id: formSignatures.id }).from(formSignatures).where(eq(formSignatures.repairFormId, formId)).limit(1);
  return { signed: !!signature };
}

/**
 * Every change of a form's content (its delete included) calls this first, inside its transaction:
 * a form with any signature is a signed document and is refused (409) with a Turkish text.
 */
export async function assertFormChangeable(tx: Db, formId: number): Promise<void> {
  if ((await lockForm(tx, formId)).signed) throw conflict(MSG.signedFormLocked);
}
