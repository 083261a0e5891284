import { useState } from 'react';
import { Button, Card, toast } from '@tamir/shared-ui';
import {
  canSendEstimate,
  errorMessage,
  manualMoves,
  MOVE_LABELS,
  MSG,
  useChangeRepairStatus,
  useSendRepairEstimate,
  type RepairForm,
  type RepairStatus,
} from '@tamir/shared-api';
import { CancelDialog, DeliverDialog } from './status-dialogs';
import { RepairStatusBadge } from '../../../components/repair-status-badge';
import { StatusTimeline } from './status-timeline';
import { WORK_TEXTS } from './work-texts';
import './repair-work.css';

export interface StatusPanelProps {
  form: RepairForm;
  /** How many saved lines the estimate has: Teklif Gönder needs one. */
  lineCount: number;
}

/** The repair's status with the moves the shared table allows from it, and the history under them. */
export function StatusPanel({ form, lineCount }: StatusPanelProps) {
  const status = form.status;
  const move = useChangeRepairStatus();
  const estimate = useSendRepairEstimate();
  const [dialog, setDialog] = useState<'deliver' | 'cancel' | null>(null);
  const moves = manualMoves(status);
  const offersEstimate = canSendEstimate(status);
  const busy = move.isPending || estimate.isPending;

  const moveTo = async (to: RepairStatus, extra: { note?: string; deliveryKilometer?: number } = {}) => {
    try {
      await move.mutateAsync({ id: form.id, status: to, ...extra });
      toast.success(MSG.statusChanged(to));
      setDialog(null);
    } catch (error) {
      toast.error(errorMessage(error, MSG.statusChangeFailed));
      throw error;
    }
  };

  const sendEstimate = async () => {
    try {
      const answer = await estimate.mutateAsync(form.id);
      toast.success(answer.message);
    } catch (error) {
      toast.error(errorMessage(error, WORK_TEXTS.estimateFailed));
    }
  };

  const press = (to: RepairStatus) => {
    if (to === 'Teslim Edildi') setDialog('deliver');
    else if (to === 'İptal') setDialog('cancel');
    else void moveTo(to).catch(() => undefined);
  };

  const answer = form.approval;
  return (
    <Card title={WORK_TEXTS.statusTitle} titleAs="h2" className="no-print ops-work">
      <p className="ops-work__status">
        {WORK_TEXTS.currentStatus}: <RepairStatusBadge status={status} />
      </p>
      {status === 'Onay Bekliyor' && <p className="ops-muted">{WORK_TEXTS.waitingAnswer}</p>}
      {answer && (status === 'Onaylandı' || status === 'Reddedildi') && (
        <p className="ops-work__answer">
          {answer.decision === 'approve' ? WORK_TEXTS.approvedBy(answer.name) : WORK_TEXTS.rejectedBy(answer.name)}
          {answer.note && <q>{answer.note}</q>}
        </p>
      )}
      {(moves.length > 0 || offersEstimate) && (
        <div className="ops-work__actions">
          {offersEstimate && (
            <Button onClick={sendEstimate} disabled={busy || lineCount === 0} busy={estimate.isPending} busyLabel={WORK_TEXTS.sending}>
              {status === 'Beklemede' ? WORK_TEXTS.sendEstimate : WORK_TEXTS.sendEstimateAgain}
            </Button>
          )}
          {moves.map((to) => (
            <Button key={to} variant={to === 'İptal' ? 'danger' : 'secondary'} onClick={() => press(to)} disabled={busy}>
              {MOVE_LABELS[to] ?? to}
            </Button>
          ))}
        </div>
      )}
      {offersEstimate && lineCount === 0 && <p className="ops-muted">{WORK_TEXTS.needsLines}</p>}
      <StatusTimeline formId={form.id} />
      <DeliverDialog
        open={dialog === 'deliver'}
        intakeKilometer={form.vehicle.kilometer}
        busy={move.isPending}
        onClose={() => setDialog(null)}
        onDeliver={(deliveryKilometer, note) => moveTo('Teslim Edildi', { deliveryKilometer, note })}
      />
      <CancelDialog open={dialog === 'cancel'} onClose={() => setDialog(null)} onCancelForm={(note) => moveTo('İptal', { note })} />
    </Card>
  );
}
