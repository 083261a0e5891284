import { useEffect, useState, type FormEvent } from 'react';
import { Button, ConfirmDialog, Modal, TextArea, TextField } from '@tamir/shared-ui';
import { formatKilometer, formatThousands, KILOMETER_MAX, LIMITS, MSG, parseKilometerInput } from '@tamir/shared-api';
import { WORK_TEXTS } from './work-texts';

interface DeliverDialogProps {
  open: boolean;
  intakeKilometer: number;
  busy: boolean;
  onClose: () => void;
  /** Rejects when the server refused the move (the dialog stays open). */
  onDeliver: (deliveryKilometer: number, note: string) => Promise<void>;
}

/** Teslim Et: the kilometre at delivery (not below the intake's) and an optional note. */
export function DeliverDialog({ open, intakeKilometer, busy, onClose, onDeliver }: DeliverDialogProps) {
  const [kilometer, setKilometer] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    if (!open) return;
    setKilometer(formatThousands(intakeKilometer));
    setNote('');
    setError(undefined);
  }, [open, intakeKilometer]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const value = parseKilometerInput(kilometer);
    const problem =
      value === null
        ? MSG.deliveryKilometerRequired
        : value > KILOMETER_MAX
          ? MSG.deliveryKilometerInvalid
          : value < intakeKilometer
            ? MSG.deliveryKilometerBelowIntake(formatKilometer(intakeKilometer))
            : undefined;
    setError(problem);
    if (problem || value === null) return;
    await onDeliver(value, note.trim()).catch(() => undefined);
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !busy && onClose()}
      title={WORK_TEXTS.deliverTitle}
      description={WORK_TEXTS.deliverDescription}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {WORK_TEXTS.giveUp}
          </Button>
          <Button type="submit" form="deliver-form" busy={busy} busyLabel={WORK_TEXTS.moving}>
            Teslim Et
          </Button>
        </>
      }
    >
      <form id="deliver-form" className="tf-stack" onSubmit={submit} noValidate>
        <TextField
          label={WORK_TEXTS.deliveryKilometer}
          inputMode="numeric"
          value={kilometer}
          onChange={(event) => setKilometer(formatThousands(event.target.value))}
          hint={WORK_TEXTS.deliveryHint(formatKilometer(intakeKilometer))}
          error={error}
          maxLength={12}
          required
        />
        <TextArea label={WORK_TEXTS.note} value={note} onChange={(event) => setNote(event.target.value)} maxLength={LIMITS.repairItems.statusNote} rows={2} />
      </form>
    </Modal>
  );
}

interface CancelDialogProps {
  open: boolean;
  onClose: () => void;
  onCancelForm: (note: string) => Promise<void>;
}

/** İptal Et: asked once more, with an optional reason. */
export function CancelDialog({ open, onClose, onCancelForm }: CancelDialogProps) {
  const [note, setNote] = useState('');
  useEffect(() => {
    if (open) setNote('');
  }, [open]);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={WORK_TEXTS.cancelTitle}
      description={WORK_TEXTS.cancelDescription}
      confirmLabel={WORK_TEXTS.cancelConfirm}
      cancelLabel={WORK_TEXTS.giveUp}
      busyLabel={WORK_TEXTS.moving}
      variant="danger"
      onConfirm={() => onCancelForm(note.trim())}
    >
      <TextArea label={WORK_TEXTS.note} value={note} onChange={(event) => setNote(event.target.value)} maxLength={LIMITS.repairItems.statusNote} rows={2} />
    </ConfirmDialog>
  );
}
