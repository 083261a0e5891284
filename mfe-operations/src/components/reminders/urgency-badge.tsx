import { Badge, type BadgeTone } from '@tamir/shared-ui';
import type { ReminderUrgency } from '@tamir/shared-api';

const TONES: Record<ReminderUrgency, BadgeTone> = { Gecikti: 'danger', 'Çok Yakın': 'warning', Yakın: 'info', Uzak: 'neutral' };

/** A reminder's urgency in its colour; the word carries the meaning. */
export function UrgencyBadge({ urgency }: { urgency: ReminderUrgency | string }) {
  return <Badge tone={TONES[urgency as ReminderUrgency] ?? 'neutral'}>{urgency}</Badge>;
}
