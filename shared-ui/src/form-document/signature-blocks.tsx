import type { ReactNode } from 'react';
import { KVKK_SIGNATURE_ERASED, type FormSignature } from '@tamir/shared-api/lite';
import { formatTurkeyDateTime } from '../format/date';
import { cx } from '../utils/cx';

type Role = FormSignature['role'];

export interface SignatureBlocksProps {
  driverName?: string | null;
  /** Only on paper (the screens), or always (the preview and the public page). Signed blocks and sign buttons show on screen too. */
  printOnly?: boolean;
  /** Signatures drawn on the device; a block without one prints empty, for a pen. */
  signatures?: readonly FormSignature[];
  /** A button that opens the signing pad, under each unsigned block on screen (never printed). */
  signAction?: (role: Role) => ReactNode;
  /** Issue 28: the hand-over block ('Teslim Alan') once the work is done; a delivery signature always shows. */
  withDelivery?: boolean;
}

const BLOCKS: ReadonlyArray<{ role: Role; title: string; line: string }> = [
  { role: 'driver', title: 'Teslim Eden (Şoför)', line: 'İmza' },
  { role: 'authorized', title: 'Teslim Alan (Yetkili)', line: 'Ad Soyad / İmza' },
];
const DELIVERY_BLOCK = { role: 'delivery' as Role, title: 'Teslim Alan (Araç Teslimi)', line: 'Ad Soyad / İmza' };

function SignedBlock({ title, signature }: { title: string; signature: FormSignature }) {
  return (
    <div className="tf-signature tf-signature--signed" data-testid={`signature-${signature.role}`}>
      <p className="tf-signature__title">{title}</p>
      <p className="tf-signature__name">{signature.signerName}</p>
      {signature.image ? (
        <img className="tf-signature__image" src={signature.image} alt={`${signature.signerName} imzası`} />
      ) : (
        <p className="tf-signature__erased">{KVKK_SIGNATURE_ERASED}</p>
      )}
      <p className="tf-signature__line">
        İmza · <time dateTime={signature.signedAt}>{formatTurkeyDateTime(signature.signedAt)}</time>
      </p>
    </div>
  );
}

/** The two signature blocks of a printed form: the driver hands over, the authorised person receives. */
export function SignatureBlocks({ driverName, printOnly = false, signatures = [], signAction, withDelivery = false }: SignatureBlocksProps) {
  const shownOnScreen = !printOnly || signatures.length > 0 || !!signAction;
  const blocks = withDelivery || signatures.some((s) => s.role === 'delivery') ? [...BLOCKS, DELIVERY_BLOCK] : BLOCKS;
  return (
    <div className={cx('tf-signatures', !shownOnScreen && 'print-only')}>
      {blocks.map(({ role, title, line }) => {
        const signature = signatures.find((s) => s.role === role);
        if (signature) return <SignedBlock key={role} title={title} signature={signature} />;
        return (
          <div className="tf-signature" key={role}>
            <p className="tf-signature__title">{title}</p>
            <p className="tf-signature__name">{role === 'driver' ? driverName || ' ' : ' '}</p>
            <p className="tf-signature__line">{line}</p>
            {signAction && <div className="tf-signature__action no-print">{signAction(role)}</div>}
          </div>
        );
      })}
    </div>
  );
}
