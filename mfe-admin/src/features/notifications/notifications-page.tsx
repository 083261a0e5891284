import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, useAuth, useNotificationPage, useNotificationStatistics, useResendNotification, type Notification } from '@tamir/shared-api';
import {
  Button,
  ConfirmDialog,
  DescriptionList,
  Modal,
  PageHeader,
  Pagination,
  Select,
  StatCard,
  TextField,
  formatDate,
  toast,
  useDebounced,
} from '@tamir/shared-ui';
import { NotificationTable } from './notification-table';
import { NOTIFICATION_TEXTS as T } from './notification-texts';
import { TestNotificationDialog } from './test-notification-dialog';
import { LoadFailed } from '../../components/load-failed';

const EMPTY = { type: '', recipient: '', startDate: '', endDate: '' };
type Filters = typeof EMPTY;

/** 'İlk deneme' when never retried, else how many times (§2.2). */
export const retryText = (retryCount: number) => (retryCount === 0 ? T.firstAttempt : T.retried(retryCount));

/** /admin/notifications (administration §2.2), for Admin and Tamirci (the server scopes the rows). */
export function NotificationsPage() {
  const isAdmin = useAuth((state) => state.user?.role) === 'Admin';
  const [filters, setFilters] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(1);
  const [details, setDetails] = useState<Notification | null>(null);
  const [resending, setResending] = useState<Notification | null>(null);
  const [testing, setTesting] = useState(false);
  const debounced = useDebounced(filters, 300);
  const params = {
    ...(debounced.type ? { type: debounced.type as Notification['type'] } : {}),
    ...(debounced.recipient.trim() ? { recipient: debounced.recipient.trim() } : {}),
    ...(debounced.startDate ? { startDate: debounced.startDate } : {}),
    ...(debounced.endDate ? { endDate: debounced.endDate } : {}),
    page,
  };
  const list = useNotificationPage(params);
  const stats = useNotificationStatistics();
  const resend = useResendNotification();

  const setFilter = (name: keyof Filters, value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  };
  const clearFilters = () => {
    setFilters(EMPTY);
    setPage(1);
  };

  const onResend = async () => {
    if (!resending) return;
    try {
      const result = await resend.mutateAsync(resending.id);
      toast.success(result.message);
      setResending(null);
    } catch (error) {
      toast.error(errorMessage(error, T.resendFailed));
    }
  };

  return (
    <div className="adm-page tf-stack">
      <PageHeader title={T.title} subtitle={T.subtitle} actions={<Button onClick={() => setTesting(true)}>{T.testButton}</Button>} />
      <div className="adm-stats">
        <StatCard label={T.total} value={stats.data?.totalNotifications ?? '-'} />
        <StatCard label={T.sent} value={stats.data?.sentCount ?? '-'} tone="success" />
        <StatCard label={T.pending} value={stats.data?.pendingCount ?? '-'} tone="warning" />
        <StatCard label={T.failed} value={stats.data?.failedCount ?? '-'} tone="danger" />
      </div>
      {stats.data && (
        <section className="tf-card adm-last7" aria-labelledby="adm-last7">
          <h2 id="adm-last7" className="tf-section-title">
            {T.last7}
          </h2>
          <ol className="adm-days">
            {stats.data.dailyCounts.map((day) => (
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
      )}
      <section className="tf-card adm-filters" aria-label={T.filters}>
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
        <Button variant="secondary" onClick={clearFilters} disabled={!Object.values(filters).some(Boolean)}>
          {T.clear}
        </Button>
      </section>
      {list.isError ? (
        <LoadFailed message={T.loadFailed} onRetry={() => void list.refetch()} />
      ) : (
        <NotificationTable rows={list.data?.data ?? []} loading={list.isPending} onDetails={setDetails} onResend={setResending} />
      )}
      {list.data && list.data.totalPages > 1 && (
        <Pagination page={page} totalPages={list.data.totalPages} onPageChange={setPage} summary={`Toplam ${list.data.totalCount} kayıt`} />
      )}
      <Modal open={details !== null} onOpenChange={(open) => !open && setDetails(null)} title={T.detailTitle} size="md" closeLabel={T.close}>
        {details && (
          <DescriptionList
            items={[
              { label: T.type, value: details.type === 'Email' ? T.typeEmail : T.typeSms },
              { label: T.dStatus, value: T.status[details.status] },
              { label: T.recipient, value: details.recipientMasked },
              { label: T.dSubject, value: details.subject },
              { label: T.dBody, value: <span className="adm-pre">{details.body}</span> },
              { label: T.dError, value: details.errorMessage || '-' },
              { label: T.dRetry, value: retryText(details.retryCount) },
              {
                label: T.dForm,
                value: details.repairFormId ? (
                  <Link to={`/admin/forms/${details.repairFormId}`}>{details.repairFormNumber ?? `#${details.repairFormId}`}</Link>
                ) : (
                  '-'
                ),
              },
            ]}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={resending !== null}
        onOpenChange={(open) => !open && setResending(null)}
        title={T.resendTitle}
        description={resending ? T.resendConfirm(resending.recipientMasked) : undefined}
        confirmLabel={T.resend}
        onConfirm={onResend}
      />
      {testing && <TestNotificationDialog isAdmin={isAdmin} onClose={() => setTesting(false)} />}
    </div>
  );
}
