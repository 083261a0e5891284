import { useState } from 'react';
import { Alert, Button, Card, toast } from '@tamir/shared-ui';
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
import type { LineDraftState } from './item-editor';
import './repair-work.css';

export interface StatusPanelProps {
  form: RepairForm;
  /** How many saved lines the estimate has: Teklif Gönder needs one. */
  lineCount: number;
  /** The line editor's state: a draft not yet saved is not sent; the version shown goes with the estimate. */
  lines: LineDraftState;
}

/** The repair's status with the moves the shared table allows from it, and the history under them. */
export function StatusPanel({ form, lineCount, lines }: StatusPanelProps) {
  const status = form.status;
  const move = useChangeRepairStatus();
  const estimate = useSendRepairEstimate();
  const [dialog, setDialog] = useState<'deliver' | 'cancel' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
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
    // The company gets what the screen shows: lines typed but not saved are saved first, by the user.
    if (lines.dirty || lines.version === null) {
      setRefusal(MSG.unsavedItems);
      return;
    }
    setRefusal(null);
    try {
      const answer = await estimate.mutateAsync({ id: form.id, version: lines.version });
      toast.success(answer.message);
    } catch (error) {
      const message = errorMessage(error, WORK_TEXTS.estimateFailed);
      setRefusal(message);
      toast.error(message);
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
      {offersEstimate && refusal && <Alert variant="error">{refusal}</Alert>}
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
