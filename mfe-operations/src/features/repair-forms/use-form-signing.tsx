import { useCallback, useState, type ReactNode } from 'react';
import { Button, SignatureDialog, SigningNotice, kvkkNoticeUrl, toast, type SignatureValue } from '@tamir/shared-ui';
import {
  DELIVERY_SIGNATURE_STATUSES,
  errorMessage,
  kvkkNoticePath,
  kvkkPartiesOf,
  MSG,
  signatureRefusal,
  useKvkkNotice,
  useSignRepairForm,
  type KvkkPublicNotice,
  type RepairForm,
  type SignatureRole,
} from '@tamir/shared-api';

export const SIGN_TEXTS = {
  button: { driver: 'Şoför imzası', authorized: 'Yetkili imzası', delivery: 'Teslim Alan imzası' },
  title: { driver: 'Şoför İmzası', authorized: 'Yetkili İmzası', delivery: 'Teslim Alan İmzası' },
  who: { driver: 'Aracı teslim eden şoför imzalar.', authorized: 'Aracı teslim alan yetkili imzalar.', delivery: 'Aracı tamirden teslim alan kişi imzalar.' },
  locks: 'İmzalanan formun içeriği artık değiştirilemez ve form silinemez.',
  failed: 'İmza kaydedilemedi',
  signFirst: 'İmzala',
} as const;

/**
 * Signing a form on the device (issue 14): a button under each unsigned signature block opens the
 * pad for that party; the saved signature shows in its block and its button goes. `signing` is
 * true while the pad is open (the just-created view holds its countdown meanwhile).
 */
export function useFormSigning(form: RepairForm | undefined): {
  signAction: ((role: SignatureRole) => ReactNode) | undefined;
  /** Opens the pad for the first party that has not signed yet (the driver first); false when both have. */
  signNext: () => boolean;
  signing: boolean;
  dialog: ReactNode;
  /** The form's shop's notice (issue 41 §3): the printed form names its controller. */
  notice: KvkkPublicNotice | undefined;
} {
  const [role, setRole] = useState<SignatureRole | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mutation = useSignRepairForm();
  // The KVKK notice shown on the pad (issue 30) and named on the printed form: the form's shop's own
  // (issue 41 §3: its controller, the portal's operator as processor), else the portal's. Its version goes with the signature.
  const shopId = form?.repairShopId ?? null;
  const notice = useKvkkNotice({ enabled: form !== undefined, shopId });
  const noticeVersion = notice.data?.version ?? null;
  const noticeOf = notice.data?.noticeOf;
  const signed = (who: SignatureRole) => !!form?.signatures.some((s) => s.role === who);

  const open = useCallback((party: SignatureRole) => {
    setError(null);
    setRole(party);
  }, []);

  const save = async (value: SignatureValue) => {
    if (!form || !role) return;
    setError(null);
    try {
      // Without a version (the notice could not be read) the server records its current one.
      await mutation.mutateAsync({ id: form.id, role, ...value, ...(noticeVersion !== null ? { noticeVersion, ...(noticeOf ? { noticeOf } : {}) } : {}) });
      toast.success(MSG.formSigned);
      setRole(null);
    } catch (failure) {
      setError(errorMessage(failure, SIGN_TEXTS.failed));
    }
  };

  const signNext = () => {
    const next = (['driver', 'authorized'] as const).find((who) => !signed(who) && signatureRefusal(who, form?.status ?? '') === null);
    if (!form || !next) return false;
    open(next);
    return true;
  };

  const party = role ?? 'driver';
  const dialog = form && (
    <SignatureDialog
      open={role !== null}
      onOpenChange={(next) => !next && setRole(null)}
      title={SIGN_TEXTS.title[party]}
      description={`${SIGN_TEXTS.who[party]} ${SIGN_TEXTS.locks}`}
      notice={
        <SigningNotice
          version={noticeVersion}
          noticeOf={notice.data?.noticeOf}
          href={kvkkNoticePath(shopId)}
          parties={notice.data && kvkkPartiesOf(notice.data)}
        />
      }
      onSave={save}
      busy={mutation.isPending}
      error={error}
    />
  );

  // Only what the server would take now: after delivery (or a cancellation) the intake's blocks say they were not signed (issue 40).
  const signAction = form
    ? (who: SignatureRole) =>
        signatureRefusal(who, form.status) === null ? (
          <Button variant="secondary" size="sm" onClick={() => open(who)}>
            {SIGN_TEXTS.button[who]}
          </Button>
        ) : (
          <p className="ops-muted">{MSG.intakeSignatureNotTaken}</p>
        )
    : undefined;

  return { signAction, signNext, signing: role !== null, dialog, notice: notice.data };
}

/**
 * The document's signature and QR part as the form pages show it: the blocks and the QR of the
 * active link print only, the driver is named, and each empty block has its sign button.
 */
export function signedDocumentProps(
  form: RepairForm,
  signAction: ReturnType<typeof useFormSigning>['signAction'],
  publicUrl: string | null | undefined,
  notice?: KvkkPublicNotice,
) {
  const withDeliverySignature = (DELIVERY_SIGNATURE_STATUSES as readonly string[]).includes(form.status);
  return {
    driverName: form.customerName,
    signaturesPrintOnly: true,
    publicUrl,
    qrPrintOnly: true,
    signatures: form.signatures,
    signAction,
    withDeliverySignature,
    // The form's shop's notice page (/kvkk?shop=…: its own, else the portal's; issue 41 §3).
    kvkkNoticeUrl: kvkkNoticeUrl(originOf(publicUrl), form.repairShopId),
    kvkkParties: notice ? kvkkPartiesOf(notice) : null,
  };
}

/** The portal's address the printed form names: the public link's origin (the configured address), else this page's. */
function originOf(publicUrl: string | null | undefined): string {
  try {
    if (publicUrl) return new URL(publicUrl).origin;
  } catch {
    /* not an absolute address: this page's origin */
  }
  return window.location.origin;
}
