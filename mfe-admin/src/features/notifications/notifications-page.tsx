import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth, useNotificationPage, useNotificationStatistics, useResendNotification, type Notification } from '@tamir/shared-api';
import { Button, DescriptionList, Modal, Select, TextField, formatDate } from '@tamir/shared-ui';
import { FilterPanel, ListPage, useConfirmedAction, useListFilters } from '../../list-page';
import { NotificationTable } from './notification-table';
import { NOTIFICATION_TEXTS as T } from './notification-texts';
import { TestNotificationDialog } from './test-notification-dialog';

const EMPTY = { type: '', recipient: '', startDate: '', endDate: '' };

/** 'İlk deneme' when never retried, else how many times (§2.2). */
export const retryText = (retryCount: number) => (retryCount === 0 ? T.firstAttempt : T.retried(retryCount));

/** /admin/notifications (administration §2.2), for Admin and Tamirci (the server scopes the rows). */
export function NotificationsPage() {
  const isAdmin = useAuth((state) => state.user?.role) === 'Admin';
  const filter = useListFilters(EMPTY);
  const [details, setDetails] = useState<Notification | null>(null);
  const [testing, setTesting] = useState(false);
  const { type, ...rest } = filter.params;
  const list = useNotificationPage({ ...rest, ...(type ? { type: type as Notification['type'] } : {}) });
  const stats = useNotificationStatistics().data;
  const resend = useResendNotification();
  const resending = useConfirmedAction({
    run: (n: Notification) => resend.mutateAsync(n.id),
    done: (answer) => answer.message,
    failed: T.resendFailed,
    dialog: (n) => ({ title: T.resendTitle, description: T.resendConfirm(n.recipientMasked), confirmLabel: T.resend }),
  });
  const { filters, setFilter } = filter;

  return (
    <ListPage
      title={T.title}
      subtitle={T.subtitle}
      actions={<Button onClick={() => setTesting(true)}>{T.testButton}</Button>}
      stats={[
        { label: T.total, value: stats?.totalNotifications },
        { label: T.sent, value: stats?.sentCount, tone: 'success' },
        { label: T.pending, value: stats?.pendingCount, tone: 'warning' },
        { label: T.failed, value: stats?.failedCount, tone: 'danger' },
      ]}
      intro={stats && <LastSevenDays days={stats.dailyCounts} />}
      filters={
        <FilterPanel label={T.filters} onClear={filter.clear} clearDisabled={!filter.anySet}>
          <Select
            label={T.type}
            value={filters.type}
            onChange={(e) => setFilter('type', e.target.value)}
            options={[
              { value: '', label: T.typeAll },
              { value: 'Email', label: T.typeEmail },
              { value: 'SMS', label: T.typeSms },
            ]}
          />
          <TextField label={T.recipient} value={filters.recipient} onChange={(e) => setFilter('recipient', e.target.value)} />
          <TextField label={T.startDate} type="date" value={filters.startDate} onChange={(e) => setFilter('startDate', e.target.value)} />
          <TextField label={T.endDate} type="date" value={filters.endDate} onChange={(e) => setFilter('endDate', e.target.value)} />
        </FilterPanel>
      }
      list={list}
      loadFailed={T.loadFailed}
      page={filter.page}
      onPageChange={filter.setPage}
      dialogs={
        <>
          <Modal open={details !== null} onOpenChange={(open) => !open && setDetails(null)} title={T.detailTitle} size="md" closeLabel={T.close}>
            {details && <NotificationDetails notification={details} />}
          </Modal>
          {resending.dialog}
          {testing && <TestNotificationDialog isAdmin={isAdmin} onClose={() => setTesting(false)} />}
        </>
      }
    >
      <NotificationTable rows={list.data?.data ?? []} loading={list.isPending} onDetails={setDetails} onResend={resending.ask} />
    </ListPage>
  );
}

type DailyCounts = NonNullable<ReturnType<typeof useNotificationStatistics>['data']>['dailyCounts'];

/** The last seven days' counts (§2.2). */
function LastSevenDays({ days }: { days: DailyCounts }) {
  return (
    <section className="tf-card adm-last7" aria-labelledby="adm-last7">
      <h2 id="adm-last7" className="tf-section-title">
        {T.last7}
      </h2>
      <ol className="adm-days">
        {days.map((day) => (
          <li key={day.date} className="adm-day">
            <span className="adm-day__date">{formatDate(`${day.date}T12:00:00`)}</span>
            <strong className="adm-day__total">{day.totalCount}</strong>
            <span className="adm-muted">
              {T.dayEmail} {day.emailCount} · {T.daySms} {day.smsCount}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Every field of a notification (the details modal). */
function NotificationDetails({ notification: n }: { notification: Notification }) {
  return (
    <DescriptionList
      items={[
        { label: T.type, value: n.type === 'Email' ? T.typeEmail : T.typeSms },
        { label: T.dStatus, value: T.status[n.status] },
        { label: T.recipient, value: n.recipientMasked },
        { label: T.dSubject, value: n.subject },
        { label: T.dBody, value: <span className="adm-pre">{n.body}</span> },
        { label: T.dError, value: n.errorMessage || '-' },
        { label: T.dRetry, value: retryText(n.retryCount) },
        {
          label: T.dForm,
          value: n.repairFormId ? <Link to={`/admin/forms/${n.repairFormId}`}>{n.repairFormNumber ?? `#${n.repairFormId}`}</Link> : '-',
        },
      ]}
    />
  );
}
