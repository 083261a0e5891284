import type { KvkkRequest, KvkkState } from '@tamir/shared-api';
import { Badge, type BadgeTone } from '@tamir/shared-ui';

const TONE: Record<KvkkState, BadgeTone> = { Açık: 'warning', Tamamlandı: 'success', Reddedildi: 'neutral' };

/** The request's state as a badge; the overdue mark sits beside the due date. */
export function RequestState({ request }: { request: KvkkRequest }) {
  return <Badge tone={TONE[request.state] ?? 'neutral'}>{request.state}</Badge>;
}
