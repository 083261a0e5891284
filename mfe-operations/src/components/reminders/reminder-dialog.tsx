import { useEffect, useState, type FormEvent } from 'react';
import { Button, Checkbox, Modal, Select, TextArea, TextField, toast } from '@tamir/shared-ui';
import {
  MSG,
  REMINDER_KINDS,
  errorMessage,
  fieldErrors,
  formatPlate,
  formatThousands,
  formatTurkishDate,
  isApiError,
  parseKilometerInput,
  parseTurkishDate,
  reminderInputSchema,
  schemaErrors,
  useCreateReminder,
  useUpdateReminder,
  type Reminder,
  type ReminderInput,
  type ReminderKind,
} from '@tamir/shared-api';
import { REMINDER_LABELS, REMINDER_TEXTS } from './reminder-texts';

interface Draft {
  kind: ReminderKind;
  description: string;
  dueDate: string;
  dueKilometer: string;
  repeatMonths: string;
  repeatKilometers: string;
  fixedInterval: boolean;
}

type Field = keyof Draft;
const EMPTY: Draft = { kind: 'Periyodik Bakım', description: '', dueDate: '', dueKilometer: '', repeatMonths: '', repeatKilometers: '', fixedInterval: false };
const FIELDS: Record<string, Field> = {
  kind: 'kind',
  description: 'description',
  dueDate: 'dueDate',
  dueKilometer: 'dueKilometer',
  repeatMonths: 'repeatMonths',
  repeatKilometers: 'repeatKilometers',
  fixedInterval: 'fixedInterval',
};

const shown = (value: number | null) => (value === null ? '' : formatThousands(String(value)));

/** The add dialog's fields filled from a stored reminder ('Düzenle'). */
const draftOf = (r: Reminder): Draft => ({
  kind: r.kind as ReminderKind,
  description: r.description,
  dueDate: r.dueDate ? formatTurkishDate(r.dueDate) : '',
  dueKilometer: shown(r.dueKilometer),
  repeatMonths: shown(r.repeatMonths),
  repeatKilometers: shown(r.repeatKilometers),
  fixedInterval: r.fixedInterval,
});

const wholeOrNull = (text: string) => (text.trim() ? parseKilometerInput(text) : null);

/** The body to send, or the day typed that is no day. */
function toInput(draft: Draft, sourceFormId?: number): { input: ReminderInput; badDate: boolean } {
  const day = parseTurkishDate(draft.dueDate);
  return {
    badDate: day === null,
    input: {
      kind: draft.kind,
      description: draft.description.trim(),
      dueDate: day || null,
      dueKilometer: wholeOrNull(draft.dueKilometer),
      repeatMonths: wholeOrNull(draft.repeatMonths),
      repeatKilometers: wholeOrNull(draft.repeatKilometers),
      fixedInterval: draft.fixedInterval,
      ...(sourceFormId ? { sourceFormId } : {}),
    },
  };
}

export interface ReminderDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  vehicleId: number;
  plateNumber: string;
  /** The form it is written from (the detail's 'Hatırlatma Ekle'). */
  sourceFormId?: number;
  /** 'Düzenle': the reminder to change, its fields filled in (PUT /reminders/{id}). */
  reminder?: Reminder;
}

/**
 * 'Hatırlatma Ekle' (issue 44): kind, description, a due date and/or km, optionally repeating. With
 * `reminder` the same dialog is 'Hatırlatmayı Düzenle', filled in from it.
 */
export function ReminderDialog({ open, onOpenChange, vehicleId, plateNumber, sourceFormId, reminder }: ReminderDialogProps) {
  const create = useCreateReminder();
  const update = useUpdateReminder();
  const saving = create.isPending || update.isPending;
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  useEffect(() => {
    if (!open) return;
    setDraft(reminder ? draftOf(reminder) : EMPTY);
    setErrors({});
    // Filled once when it opens, not again while the list refreshes behind it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const set = (field: Field, value: string | boolean) => setDraft((current) => ({ ...current, [field]: value }));
  const km = (field: Field) => (event: { target: { value: string } }) => set(field, formatThousands(event.target.value));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const { input, badDate } = toInput(draft, sourceFormId);
    const found = fieldErrors(schemaErrors(reminderInputSchema, input), FIELDS);
    if (badDate) found.dueDate = MSG.reminderDueDateInvalid;
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      if (reminder) await update.mutateAsync({ id: reminder.id, input });
      else await create.mutateAsync({ vehicleId, input });
      toast.success(reminder ? REMINDER_TEXTS.updated : REMINDER_TEXTS.added);
      onOpenChange(false);
    } catch (error) {
      if (isApiError(error)) setErrors(fieldErrors(error.errors, FIELDS));
      toast.error(errorMessage(error, reminder ? REMINDER_TEXTS.updateFailed : REMINDER_TEXTS.addFailed));
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !saving && onOpenChange(next)}
      title={reminder ? REMINDER_TEXTS.edit : REMINDER_TEXTS.add}
      description={`${formatPlate(plateNumber)} için son tarih, hedef kilometre ya da ikisi birden.`}
      actions={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={saving}>
            İptal
          </Button>
          <Button type="submit" form="reminder-form" busy={saving} busyLabel="Kaydediliyor...">
            Kaydet
          </Button>
        </>
      }
    >
      <form id="reminder-form" className="tf-stack" onSubmit={submit} noValidate>
        <Select
          label={REMINDER_LABELS.kind}
          options={REMINDER_KINDS.map((kind) => ({ value: kind, label: kind }))}
          value={draft.kind}
          onChange={(event) => set('kind', event.target.value)}
          error={errors.kind}
          required
        />
        <TextArea
          label={REMINDER_LABELS.description}
          value={draft.description}
          onChange={(event) => set('description', event.target.value)}
          error={errors.description}
          maxLength={500}
          rows={2}
        />
        <div className="ops-reminder-dialog__row">
          <TextField
            label={REMINDER_LABELS.dueDate}
            placeholder="GG.AA.YYYY"
            inputMode="numeric"
            value={draft.dueDate}
            onChange={(event) => set('dueDate', event.target.value)}
            error={errors.dueDate}
            maxLength={10}
          />
          <TextField
            label={REMINDER_LABELS.dueKilometer}
            inputMode="numeric"
            value={draft.dueKilometer}
            onChange={km('dueKilometer')}
            error={errors.dueKilometer}
            maxLength={12}
          />
        </div>
        <div className="ops-reminder-dialog__row">
          <TextField
            label={REMINDER_LABELS.repeatMonths}
            inputMode="numeric"
            value={draft.repeatMonths}
            onChange={km('repeatMonths')}
            error={errors.repeatMonths}
            maxLength={4}
          />
          <TextField
            label={REMINDER_LABELS.repeatKilometers}
            inputMode="numeric"
            value={draft.repeatKilometers}
            onChange={km('repeatKilometers')}
            error={errors.repeatKilometers}
            maxLength={9}
          />
        </div>
        <Checkbox
          label={REMINDER_LABELS.fixedInterval}
          hint={REMINDER_LABELS.fixedIntervalHint}
          checked={draft.fixedInterval}
          onChange={(event) => set('fixedInterval', event.target.checked)}
        />
      </form>
    </Modal>
  );
}
