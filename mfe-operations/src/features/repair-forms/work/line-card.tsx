import { Button, Select, TextField } from '@tamir/shared-ui';
import { formatKurus, formatVatRate, ITEM_UNITS, LIMITS, VAT_RATES, type Reminder } from '@tamir/shared-api';
import type { LineDraft } from './line-draft';
import { WORK_TEXTS } from './work-texts';

export interface LineCardProps {
  line: LineDraft;
  index: number;
  /** Null while the quantity or price would be refused: no total is shown for such a line. */
  lineTotalKurus: number | null;
  errors: Record<string, string[]>;
  onChange: (line: LineDraft) => void;
  onRemove: () => void;
  /** The vehicle's open reminders a line can be linked to (issue 44): delivering the form completes the linked one. */
  reminders?: readonly Reminder[];
}

/** One line of the editor as a card: two fields a row, so a thumb reaches each at 390 px. */
export function LineCard({ line, index, lineTotalKurus, errors, onChange, onRemove, reminders = [] }: LineCardProps) {
  // the schema names a line's field `items[2].x`, the server's own checks `items.2.x`
  const error = (field: string) => (errors[`items[${index}].${field}`] ?? errors[`items.${index}.${field}`])?.[0];
  const set = (patch: Partial<LineDraft>) => onChange({ ...line, ...patch });
  const label = `${index + 1}. ${line.kind}`;
  return (
    <li className="ops-line" aria-label={label}>
      <div className="ops-line__head">
        <strong>{label}</strong>
        <span className="ops-line__total">
          {WORK_TEXTS.lineTotal}: {lineTotalKurus === null ? '—' : formatKurus(lineTotalKurus)}
        </span>
      </div>
      <TextField
        className="ops-line__wide"
        label={WORK_TEXTS.description}
        value={line.description}
        maxLength={LIMITS.repairItems.description}
        onChange={(event) => set({ description: event.target.value })}
        error={error('description')}
      />
      <TextField
        label={WORK_TEXTS.quantity}
        inputMode="decimal"
        value={line.quantity}
        onChange={(event) => set({ quantity: event.target.value })}
        error={error('quantity')}
        maxLength={12}
      />
      <Select
        label={WORK_TEXTS.unit}
        value={line.unit}
        options={ITEM_UNITS.map((unit) => ({ value: unit, label: unit }))}
        onChange={(event) => set({ unit: event.target.value as LineDraft['unit'] })}
        error={error('unit')}
      />
      <TextField
        label={WORK_TEXTS.unitPrice}
        inputMode="decimal"
        value={line.unitPrice}
        placeholder="0,00"
        onChange={(event) => set({ unitPrice: event.target.value })}
        error={error('unitPriceKurus')}
        maxLength={20}
      />
      <Select
        label={WORK_TEXTS.vatRate}
        value={String(line.vatRate)}
        options={VAT_RATES.map((rate) => ({ value: String(rate), label: formatVatRate(rate) }))}
        onChange={(event) => set({ vatRate: Number(event.target.value) })}
        error={error('vatRate')}
      />
      {reminders.length > 0 && (
        <Select
          className="ops-line__wide"
          label={WORK_TEXTS.reminder}
          placeholder={WORK_TEXTS.noReminder}
          value={line.reminderId ? String(line.reminderId) : ''}
          options={reminders.map((reminder) => ({
            value: String(reminder.id),
            label: `${reminder.kind}${reminder.description ? ` · ${reminder.description}` : ''} (${reminder.dueReason})`,
          }))}
          onChange={(event) => set({ reminderId: event.target.value ? Number(event.target.value) : null })}
          error={error('reminderId')}
        />
      )}
      <Button variant="ghost" size="sm" className="ops-line__remove" onClick={onRemove} aria-label={`${label}: ${WORK_TEXTS.removeLine}`}>
        {WORK_TEXTS.removeLine}
      </Button>
    </li>
  );
}
