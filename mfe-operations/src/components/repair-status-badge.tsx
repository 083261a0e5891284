import { Badge } from '@tamir/shared-ui';
import { INITIAL_REPAIR_STATUS, isRepairStatus, REPAIR_STATUS_TONES } from '@tamir/shared-api';

/** A form's status as a coloured pill, in every row, card and on the form itself. */
export function RepairStatusBadge({ status }: { status: string | null | undefined }) {
  const shown = status || INITIAL_REPAIR_STATUS;
  return (
    <Badge tone={isRepairStatus(shown) ? REPAIR_STATUS_TONES[shown] : 'neutral'} className="ops-status">
      {shown}
    </Badge>
  );
}
