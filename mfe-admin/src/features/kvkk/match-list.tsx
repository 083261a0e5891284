import { LIMITS, formatThousands, type KvkkMatch, type KvkkMatchKind, type KvkkMatches } from '@tamir/shared-api';
import { Alert, Checkbox, formatDateTime } from '@tamir/shared-ui';
import { KVKK_TEXTS as T } from './kvkk-texts';

const KINDS: readonly KvkkMatchKind[] = [
  'vehicles',
  'forms',
  'signatures',
  'photos',
  'approvals',
  'statusNotes',
  'notifications',
  'logs',
  'repairItems',
  'reminders',
];

/** The name-only rows the admin ticked for the erase, by kind. */
export type TickedMatches = Partial<Record<KvkkMatchKind, number[]>>;

export interface MatchListProps {
  matches: KvkkMatches;
  /** When given (an open Silme request), each name-only row has a checkbox. */
  ticked?: TickedMatches;
  onTick?: (kind: KvkkMatchKind, id: number, on: boolean) => void;
}

function MatchLine({ item }: { item: KvkkMatch }) {
  return (
    <>
      {item.label}
      {item.at && <span className="adm-kvkk-muted"> · {formatDateTime(item.at)}</span>}
      {item.matched.length > 0 && (
        <span className="adm-kvkk-muted">
          {' '}
          ({T.matchedBy} {item.matched.join(', ')})
        </span>
      )}
    </>
  );
}

/**
 * What was found, by kind: the records tied to the applicant (by the phone, or on such a record),
 * then apart the 'yalnız ad eşleşmesi' rows, which may be a namesake's and are erased only when ticked.
 */
export function MatchList({ matches, ticked, onTick }: MatchListProps) {
  const listOf = (kind: KvkkMatchKind) => matches[kind] ?? [];
  const countOf = (kind: KvkkMatchKind) => matches.counts[kind] ?? listOf(kind).length;
  const retained = (matches.retained ?? []).filter((group) => group.count > 0);
  const total = KINDS.reduce((sum, kind) => sum + countOf(kind), 0) + retained.reduce((sum, group) => sum + group.count, 0);
  if (total === 0) return <p data-testid="kvkk-matches">{T.noMatches}</p>;
  const tied = KINDS.map((kind) => [kind, listOf(kind).filter((m) => !m.nameOnly)] as const).filter(([, list]) => list.length > 0);
  const nameOnly = KINDS.map((kind) => [kind, listOf(kind).filter((m) => m.nameOnly)] as const).filter(([, list]) => list.length > 0);
  return (
    <div className="adm-kvkk-matches" data-testid="kvkk-matches">
      {matches.truncated && <Alert variant="info">{T.truncated(LIMITS.kvkk.matchesPerKind)}</Alert>}
      {tied.map(([kind, list]) => (
        <section key={kind} aria-label={T.categories[kind]}>
          <h4>
            {T.categories[kind]} ({formatThousands(list.length)})
          </h4>
          <ul>
            {list.map((item) => (
              <li key={item.id}>
                <MatchLine item={item} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {nameOnly.length > 0 && (
        <section aria-labelledby="kvkk-name-only" className="adm-kvkk-name-only" data-testid="kvkk-name-only">
          <h4 id="kvkk-name-only">{T.nameOnlyTitle}</h4>
          <p className="adm-kvkk-muted">{onTick ? T.nameOnlyTickHint : T.nameOnlyHint}</p>
          {nameOnly.map(([kind, list]) => (
            <section key={kind} aria-label={`${T.nameOnlyTitle}: ${T.categories[kind]}`}>
              <h5>
                {T.categories[kind]} ({formatThousands(list.length)})
              </h5>
              <ul className={onTick ? 'adm-kvkk-ticks' : undefined}>
                {list.map((item) => (
                  <li key={item.id}>
                    {onTick ? (
                      <Checkbox
                        label={<MatchLine item={item} />}
                        checked={(ticked?.[kind] ?? []).includes(item.id)}
                        onChange={(event) => onTick(kind, item.id, event.target.checked)}
                      />
                    ) : (
                      <MatchLine item={item} />
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      )}
      {retained.length > 0 && <RetainedList retained={retained} />}
    </div>
  );
}

/** Records found by the T.C. kimlik no that a law keeps (invoices: 10 years): listed with the reason, never ticked or erased. */
function RetainedList({ retained }: { retained: KvkkMatches['retained'] }) {
  return (
    <section aria-labelledby="kvkk-retained" className="adm-kvkk-name-only" data-testid="kvkk-retained">
      <h4 id="kvkk-retained">{T.retainedTitle}</h4>
      <p className="adm-kvkk-muted">{T.retainedHint}</p>
      {retained.map((group) => (
        <section key={group.kind} aria-label={`${T.retainedTitle}: ${group.title}`}>
          <h5>
            {group.title} ({formatThousands(group.count)})
          </h5>
          <p>
            {T.retainedReason} {group.reason}
          </p>
          <ul>
            {group.rows.map((item) => (
              <li key={item.id}>
                <MatchLine item={item} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
