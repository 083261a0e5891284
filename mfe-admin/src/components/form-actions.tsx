import { Button } from '@tamir/shared-ui';

export interface FormActionsProps {
  onCancel: () => void;
  busy: boolean;
  submitLabel?: string;
  busyLabel?: string;
}

/** The footer of every admin form: İptal, then the submit button with its busy text. */
export function FormActions({ onCancel, busy, submitLabel = 'Kaydet', busyLabel = 'Kaydediliyor...' }: FormActionsProps) {
  return (
    <div className="tf-row adm-actions">
      <Button type="button" variant="ghost" onClick={onCancel}>
        İptal
      </Button>
      <Button type="submit" busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </Button>
    </div>
  );
}
