import { useState } from 'react';
import { formatDateTime, Pagination } from '@tamir/shared-ui';
import { formatKilometer, useRepairFormHistory } from '@tamir/shared-api';
import { WORK_TEXTS } from './work-texts';

/** The form's moves, newest first: from → to, who, when, and the note or the kilometre at delivery. */
export function StatusTimeline({ formId }: { formId: number }) {
  const [page, setPage] = useState(1);
  const { data, isError } = useRepairFormHistory(formId, page);
  const entries = data?.data ?? [];
  return (
    <section className="ops-timeline" aria-label={WORK_TEXTS.historyTitle}>
      <h3 className="ops-timeline__title">{WORK_TEXTS.historyTitle}</h3>
      {isError ? (
        <p className="ops-muted">{WORK_TEXTS.historyFailed}</p>
      ) : data && entries.length === 0 ? (
        <p className="ops-muted">{WORK_TEXTS.historyEmpty}</p>
      ) : (
        <ol className="ops-timeline__list">
          {entries.map((entry) => (
            <li key={entry.id} className="ops-timeline__entry">
              <p className="ops-timeline__move">{entry.fromStatus ? `${entry.fromStatus} → ${entry.toStatus}` : entry.toStatus}</p>
              <p className="ops-timeline__meta">
                <time dateTime={entry.changedAt}>{formatDateTime(entry.changedAt)}</time> ·{' '}
                {entry.changedByUsername ? entry.changedByName || entry.changedByUsername : `${entry.changedByName} — ${WORK_TEXTS.byCompany}`}
              </p>
              {entry.deliveryKilometer !== null && (
                <p className="ops-timeline__note">
                  {WORK_TEXTS.deliveryKilometer}: {formatKilometer(entry.deliveryKilometer)}
                </p>
              )}
              {entry.note && <p className="ops-timeline__note">{entry.note}</p>}
            </li>
          ))}
        </ol>
      )}
      {data && data.totalPages > 1 && <Pagination page={page} totalPages={data.totalPages} onPageChange={setPage} label={WORK_TEXTS.historyTitle} />}
    </section>
  );
}
