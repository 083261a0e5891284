import { cx } from '../utils/cx';

export interface SignatureBlocksProps {
  driverName?: string | null;
  /** Only on paper (the screens), or always (the preview and the public page). */
  printOnly?: boolean;
}

/** The two signature blocks of a printed form: the driver hands over, the authorised person receives. */
export function SignatureBlocks({ driverName, printOnly = false }: SignatureBlocksProps) {
  return (
    <div className={cx('tf-signatures', printOnly && 'print-only')}>
      <div className="tf-signature">
        <p className="tf-signature__title">Teslim Eden (Şoför)</p>
        <p className="tf-signature__name">{driverName || ' '}</p>
        <p className="tf-signature__line">İmza</p>
      </div>
      <div className="tf-signature">
        <p className="tf-signature__title">Teslim Alan (Yetkili)</p>
        <p className="tf-signature__name"> </p>
        <p className="tf-signature__line">Ad Soyad / İmza</p>
      </div>
    </div>
  );
}
