import { LIMITS, formatThousands, type KvkkMatchKind, type KvkkMatches } from '@tamir/shared-api';
import { Alert, formatDateTime } from '@tamir/shared-ui';
import { KVKK_TEXTS as T } from './kvkk-texts';

const KINDS: readonly KvkkMatchKind[] = ['vehicles', 'forms', 'signatures', 'photos', 'approvals', 'statusNotes', 'notifications', 'logs'];

/** What was found, by kind: its count (all of them) and a line per listed record with the fields that matched. */
export function MatchList({ matches }: { matches: KvkkMatches }) {
  const countOf = (kind: KvkkMatchKind) => matches.counts[kind] ?? matches[kind].length;
  const total = KINDS.reduce((sum, kind) => sum + countOf(kind), 0);
  if (total === 0) return <p data-testid="kvkk-matches">{T.noMatches}</p>;
  return (
    <div className="adm-kvkk-matches" data-testid="kvkk-matches">
      {matches.truncated && <Alert variant="info">{T.truncated(LIMITS.kvkk.matchesPerKind)}</Alert>}
      {KINDS.filter((kind) => countOf(kind) > 0).map((kind) => (
        <section key={kind} aria-label={T.categories[kind]}>
          <h4>
            {T.categories[kind]} ({formatThousands(countOf(kind))})
          </h4>
          <ul>
            {matches[kind].map((item) => (
              <li key={item.id}>
                {item.label}
                {item.at && <span className="adm-kvkk-muted"> · {formatDateTime(item.at)}</span>}
                {item.matched.length > 0 && (
                  <span className="adm-kvkk-muted">
                    {' '}
                    ({T.matchedBy} {item.matched.join(', ')})
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
