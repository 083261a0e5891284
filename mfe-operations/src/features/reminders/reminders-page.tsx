import { Card, DataTable, PageHeader, Pagination, Select } from '@tamir/shared-ui';
import { REMINDER_KINDS, REMINDER_URGENCIES, formatPlate, formatThousands, useReminderPage, type Reminder } from '@tamir/shared-api';
import { RetryAlert } from '../../components/retry-alert';
import { ReminderActions } from '../../components/reminders/reminder-actions';
import { REMINDER_LABELS, REMINDER_TEXTS } from '../../components/reminders/reminder-texts';
import { UrgencyBadge } from '../../components/reminders/urgency-badge';
import { useReminderListQuery } from './use-reminder-list-query';
import '../../components/reminders/reminders.css';

export const REMINDER_PAGE_SIZE = 20;

/** /admin/reminders, 'Bakım Hatırlatmaları' (issue 44): the open reminders, paged and filtered on the server. */
export function RemindersPage() {
  const [query, change] = useReminderListQuery();
  const list = useReminderPage({ urgency: query.urgency || undefined, kind: query.kind || undefined, page: query.page, pageSize: REMINDER_PAGE_SIZE });
  const page = list.data;
  const rows = page?.data ?? [];
  const filtered = Boolean(query.urgency || query.kind);

  return (
    <div className="tf-stack ops-page ops-reminders-page">
      <PageHeader title={REMINDER_TEXTS.title} />
      <Card>
        <div className="ops-reminder-filters">
          <Select
            label={REMINDER_LABELS.urgency}
            placeholder={REMINDER_TEXTS.allUrgencies}
            options={REMINDER_URGENCIES.map((urgency) => ({ value: urgency, label: urgency }))}
            value={query.urgency}
            onChange={(event) => change({ urgency: event.target.value as typeof query.urgency })}
          />
          <Select
            label={REMINDER_LABELS.kind}
            placeholder={REMINDER_TEXTS.allKinds}
            options={REMINDER_KINDS.map((kind) => ({ value: kind, label: kind }))}
            value={query.kind}
            onChange={(event) => change({ kind: event.target.value as typeof query.kind })}
          />
        </div>
      </Card>

      {list.isError ? (
        <RetryAlert title={REMINDER_TEXTS.listFailed} onRetry={() => void list.refetch()} />
      ) : (
        <Card>
          <div className="tf-stack">
            <DataTable<Reminder>
              caption={REMINDER_TEXTS.title}
              captionHidden
              rows={rows}
              rowKey={(reminder) => reminder.id}
              loading={list.isFetching && !page}
              emptyText={filtered ? REMINDER_TEXTS.noMatch : REMINDER_TEXTS.empty}
              columns={[
                { key: 'plateNumber', header: REMINDER_LABELS.plate, className: 'ops-nowrap', render: (r) => formatPlate(r.plateNumber) },
                {
                  key: 'kind',
                  header: REMINDER_LABELS.kind,
                  render: (r) => (
                    <>
                      <span className="ops-reminder-main">{r.kind}</span>
                      {r.companyName && <span className="ops-reminder-sub">{r.companyName}</span>}
                    </>
                  ),
                },
                { key: 'description', header: REMINDER_LABELS.description, render: (r) => r.description || '-' },
                {
                  key: 'urgency',
                  header: REMINDER_LABELS.urgency,
                  render: (r) => (
                    <>
                      <UrgencyBadge urgency={r.urgency} />
                      <span className="ops-reminder-sub">{r.dueReason}</span>
                    </>
                  ),
                },
                {
                  key: 'actions',
                  header: 'İşlemler',
                  hiddenHeader: true,
                  render: (r) => <ReminderActions reminder={r} onDeleted={() => rows.length === 1 && query.page > 1 && change({ page: query.page - 1 })} />,
                },
              ]}
            />
            {page && page.totalCount > 0 && (
              <Pagination
                page={page.page}
                totalPages={page.totalPages}
                onPageChange={(next) => change({ page: next })}
                summary={`Toplam ${formatThousands(page.totalCount)} hatırlatma`}
                disabled={list.isFetching}
              />
            )}
          </div>
        </Card>
      )}
    </div>
  );
}
