import { useState } from 'react';
import { Button, Card, toast } from '@tamir/shared-ui';
import { errorMessage, useSaveDeferredReminders, type RepairItems } from '@tamir/shared-api';
import { ReminderDialog } from './reminder-dialog';
import { REMINDER_TEXTS } from './reminder-texts';
import { VehicleReminders } from './vehicle-reminders';

export interface FormRemindersCardProps {
  formId: number;
  vehicleId: number;
  plateNumber: string;
  status: string;
  items: RepairItems | undefined;
}

/**
 * The form's vehicle's open reminders on its detail (issue 44), with 'Hatırlatma Ekle'; after the
 * company rejected the estimate, 'Ertelenen İş olarak sakla' keeps its lines as reminders in one step
 * (offered until every line is linked to one, as the server keeps them once per form).
 */
export function FormRemindersCard({ formId, vehicleId, plateNumber, status, items }: FormRemindersCardProps) {
  const [adding, setAdding] = useState(false);
  const deferred = useSaveDeferredReminders();
  const lines = items?.items ?? [];
  const canDefer = status === 'Reddedildi' && lines.length > 0 && lines.some((line) => !line.reminderId);

  const keepDeferred = async () => {
    try {
      const answer = await deferred.mutateAsync({ formId });
      toast.success(answer.message);
    } catch (error) {
      toast.error(errorMessage(error, REMINDER_TEXTS.deferredFailed));
    }
  };

  return (
    <Card className="no-print">
      <VehicleReminders
        vehicleId={vehicleId}
        headingLevel="h2"
        actions={
          <>
            {canDefer && (
              <Button variant="secondary" onClick={() => void keepDeferred()} busy={deferred.isPending} busyLabel="Kaydediliyor...">
                {REMINDER_TEXTS.deferred}
              </Button>
            )}
            <Button variant="secondary" onClick={() => setAdding(true)}>
              {REMINDER_TEXTS.add}
            </Button>
          </>
        }
      />
      <ReminderDialog open={adding} onOpenChange={setAdding} vehicleId={vehicleId} plateNumber={plateNumber} sourceFormId={formId} />
    </Card>
  );
}
