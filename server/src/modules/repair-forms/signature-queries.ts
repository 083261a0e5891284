import { asc, eq } from 'drizzle-orm';
import type { FormSignature } from '@tamir/shared-api/dto';
import type { Db } from '../../db/client';
import { formSignatures, repairShopNoticeVersions } from '../../db/schema/index';

export type SignatureRow = Pick<typeof formSignatures.$inferSelect, 'role' | 'signerName' | 'signedAt' | 'image' | 'noticeVersion'> & {
  /** The shop's own text's version shown (issue 41 §3), or null when the portal's text was. */
  shopNoticeVersion: number | null;
};

/** A form's signatures, driver first (the order of the printed blocks). */
export function signaturesOf(db: Db, formId: number): Promise<SignatureRow[]> {
  return db
    .select({
      role: formSignatures.role,
      signerName: formSignatures.signerName,
      signedAt: formSignatures.signedAt,
      image: formSignatures.image,
      noticeVersion: formSignatures.noticeVersion,
      shopNoticeVersion: repairShopNoticeVersions.version,
    })
    .from(formSignatures)
    .leftJoin(repairShopNoticeVersions, eq(repairShopNoticeVersions.id, formSignatures.shopNoticeVersionId))
    .where(eq(formSignatures.repairFormId, formId))
    .orderBy(asc(formSignatures.id));
}

export function signatureDto(row: SignatureRow): FormSignature {
  const shop = row.shopNoticeVersion !== null;
  return {
    role: row.role as FormSignature['role'],
    signerName: row.signerName,
    signedAt: row.signedAt.toISOString(),
    image: row.image,
    noticeVersion: shop ? row.shopNoticeVersion : row.noticeVersion,
    noticeOf: shop ? 'shop' : row.noticeVersion !== null ? 'portal' : null,
  };
}
