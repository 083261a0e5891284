import { useState } from 'react';
import { Button, ConfirmDialog, toast } from '@tamir/shared-ui';
import { errorMessage, formatPlate, useCompleteReminder, useDeleteReminder, type Reminder } from '@tamir/shared-api';
import { ReminderDialog } from './reminder-dialog';
import { REMINDER_TEXTS } from './reminder-texts';

/** A reminder's 'Düzenle' (the add dialog, filled in), 'Tamamlandı' (a repeating one rolls forward) and 'Sil' (after a confirmation). */
export function ReminderActions({ reminder, onDeleted }: { reminder: Reminder; onDeleted?: () => void }) {
  const complete = useCompleteReminder();
  const deletion = useDeleteReminder();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const what = `${formatPlate(reminder.plateNumber)} · ${reminder.kind}`;

  const markDone = async () => {
    try {
      await complete.mutateAsync(reminder.id);
      toast.success(REMINDER_TEXTS.doneSaved);
    } catch (error) {
      toast.error(errorMessage(error, REMINDER_TEXTS.doneFailed));
    }
  };

  const remove = async () => {
    try {
      const answer = await deletion.mutateAsync(reminder.id);
      toast.success(answer.message);
    } catch (error) {
      toast.error(errorMessage(error, REMINDER_TEXTS.deleteFailed));
      throw error;
    }
    onDeleted?.();
  };

  return (
    <div className="ops-reminder-actions" role="group" aria-label={`${what} işlemleri`}>
      <Button size="sm" variant="secondary" onClick={() => setEditing(true)} aria-label={`${REMINDER_TEXTS.editAction}: ${what}`}>
        {REMINDER_TEXTS.editAction}
      </Button>
      <Button size="sm" variant="secondary" onClick={() => void markDone()} busy={complete.isPending} aria-label={`${REMINDER_TEXTS.done}: ${what}`}>
        {REMINDER_TEXTS.done}
      </Button>
      <Button size="sm" variant="danger" onClick={() => setConfirming(true)} aria-label={`Sil: ${what}`}>
        Sil
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={REMINDER_TEXTS.deleteTitle}
        description={`${what} hatırlatması silinecek. Bu işlem geri alınamaz.`}
        confirmLabel="Sil"
        busyLabel="Siliniyor..."
        variant="danger"
        onConfirm={remove}
      />
      <ReminderDialog open={editing} onOpenChange={setEditing} vehicleId={reminder.vehicleId} plateNumber={reminder.plateNumber} reminder={reminder} />
    </div>
  );
}
