import { cx } from '@tamir/shared-ui';

/** The two signature blocks of a printed form: the driver hands over, the authorised person receives. */
export function SignatureBlocks({ driverName, className }: { driverName?: string | null; className?: string }) {
  return (
    <div className={cx('ops-signatures', className)}>
      <div className="ops-signature">
        <p className="ops-signature__title">Teslim Eden (Şoför)</p>
        <p className="ops-signature__name">{driverName || ' '}</p>
        <p className="ops-signature__line">İmza</p>
      </div>
      <div className="ops-signature">
        <p className="ops-signature__title">Teslim Alan (Yetkili)</p>
        <p className="ops-signature__name"> </p>
        <p className="ops-signature__line">Ad Soyad / İmza</p>
      </div>
    </div>
  );
}
