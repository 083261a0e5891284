import { asc, eq } from 'drizzle-orm';
import type { FormSignature } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { formSignatures } from '../../db/schema/index';

export type SignatureRow = Pick<typeof formSignatures.$inferSelect, 'role' | 'signerName' | 'signedAt' | 'image' | 'noticeVersion'>;

/** A form's signatures, driver first (the order of the printed blocks). */
export function signaturesOf(db: Db, formId: number): Promise<SignatureRow[]> {
  return db
    .select({
      role: formSignatures.role,
      signerName: formSignatures.signerName,
      signedAt: formSignatures.signedAt,
      image: formSignatures.image,
      noticeVersion: formSignatures.noticeVersion,
    })
    .from(formSignatures)
    .where(eq(formSignatures.repairFormId, formId))
    .orderBy(asc(formSignatures.id));
}

export function signatureDto(row: SignatureRow): FormSignature {
  return {
    role: row.role as FormSignature['role'],
    signerName: row.signerName,
    signedAt: row.signedAt.toISOString(),
    image: row.image,
    noticeVersion: row.noticeVersion,
  };
}
