import type { KvkkMatches } from '@tamir/shared-api';
import { KVKK_TEXTS as T } from './kvkk-texts';

const CATEGORIES = ['vehicles', 'forms', 'signatures', 'photos', 'notifications', 'logs'] as const;

/** What was found, by category: each with its count and a line per record. */
export function MatchList({ matches }: { matches: KvkkMatches }) {
  const total = CATEGORIES.reduce((sum, key) => sum + matches[key].length, 0);
  if (total === 0) return <p>{T.noMatches}</p>;
  return (
    <div className="adm-kvkk-matches" data-testid="kvkk-matches">
      {CATEGORIES.map((key) => (
        <section key={key} aria-label={T.categories[key]}>
          <h4>
            {T.categories[key]} ({matches[key].length})
          </h4>
          {matches[key].length > 0 && (
            <ul>
              {matches[key].map((item) => (
                <li key={item.id}>{item.summary}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
