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
  /** What goes under each unsigned block on screen (never printed): a button that opens the signing pad, or null for none. */
  signAction?: (role: Role) => ReactNode;
  /** Issue 28: the hand-over block once the work is done; a delivery signature always shows. */
  withDelivery?: boolean;
  /** Level of the two groups' titles ('Araç Kabulü', 'Araç Teslimi'), shown when the delivery block is. */
  headingLevel?: 2 | 3 | 4;
}

interface Block {
  role: Role;
  title: string;
  line: string;
}

const INTAKE_BLOCKS: readonly Block[] = [
  { role: 'driver', title: 'Teslim Eden (Şoför)', line: 'İmza' },
  { role: 'authorized', title: 'Teslim Alan (Yetkili)', line: 'Ad Soyad / İmza' },
];
const DELIVERY_BLOCK: Block = { role: 'delivery', title: 'Teslim Alan (Müşteri)', line: 'Ad Soyad / İmza' };

/** Issue 40: once the delivery block shows, each row is titled, so the intake's 'Teslim Alan' is not the delivery's. */
export const SIGNATURE_GROUP_TITLES = { intake: 'Araç Kabulü (Tamire Giriş)', delivery: 'Araç Teslimi (Tamirden Çıkış)' } as const;

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

function Blocks({
  blocks,
  driverName,
  signatures,
  signAction,
}: { blocks: readonly Block[] } & Pick<SignatureBlocksProps, 'driverName' | 'signatures' | 'signAction'>) {
  return blocks.map(({ role, title, line }) => {
    const signature = signatures?.find((s) => s.role === role);
    if (signature) return <SignedBlock key={role} title={title} signature={signature} />;
    const action = signAction?.(role);
    return (
      <div className="tf-signature" key={role} data-testid={`signature-${role}-empty`}>
        <p className="tf-signature__title">{title}</p>
        <p className="tf-signature__name">{role === 'driver' ? driverName || ' ' : ' '}</p>
        <p className="tf-signature__line">{line}</p>
        {action != null && action !== false && <div className="tf-signature__action no-print">{action}</div>}
      </div>
    );
  });
}

/**
 * The signature blocks of a printed form: at intake the driver hands over and the authorised
 * person receives; once the work is done a third block takes the hand-over back, and the two rows
 * get their own titles.
 */
export function SignatureBlocks({ driverName, printOnly = false, signatures = [], signAction, withDelivery = false, headingLevel = 3 }: SignatureBlocksProps) {
  const shownOnScreen = !printOnly || signatures.length > 0 || !!signAction;
  const delivery = withDelivery || signatures.some((s) => s.role === 'delivery');
  const shared = { driverName, signatures, signAction };
  if (!delivery)
    return (
      <div className={cx('tf-signatures', !shownOnScreen && 'print-only')}>
        <Blocks blocks={INTAKE_BLOCKS} {...shared} />
      </div>
    );
  const Title = `h${headingLevel}` as const;
  return (
    <div className={cx('tf-signature-groups', !shownOnScreen && 'print-only')}>
      {(
        [
          ['intake', INTAKE_BLOCKS],
          ['delivery', [DELIVERY_BLOCK]],
        ] as const
      ).map(([group, blocks]) => (
        <section key={group} className="tf-signature-group" aria-label={SIGNATURE_GROUP_TITLES[group]}>
          <Title className="tf-signature-group__title">{SIGNATURE_GROUP_TITLES[group]}</Title>
          <div className="tf-signatures">
            <Blocks blocks={blocks} {...shared} />
          </div>
        </section>
      ))}
    </div>
  );
}
