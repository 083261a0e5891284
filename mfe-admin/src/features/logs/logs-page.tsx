import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { formatThousands, useAuth, useLogSearch, useLogStatistics, type LogAction, type LogEntityType, type LogLevel } from '@tamir/shared-api';
import type { LogSearchFilter } from '@tamir/shared-api/dto';
import { Button } from '@tamir/shared-ui';
import { CleanDialog } from './clean-dialog';
import { ExportDialog } from './export-dialog';
import { LogDetailDialog } from './log-detail-dialog';
import { EMPTY_FILTERS, LogFilters, type LogFilterValues } from './log-filters';
import { LogTable } from './log-table';
import { LOG_TEXTS as T, withLocalOffset } from './log-texts';
import { ListPage } from '../../list-page';
import { PATHS } from '../../paths';

/** The applied filters as POST /logs/search takes them (empty ones left out, dates with the browser's offset). */
function toSearchFilter(values: LogFilterValues): Omit<LogSearchFilter, 'pageNumber' | 'pageSize'> {
  return {
    ...(values.logLevel ? { logLevel: values.logLevel as LogLevel } : {}),
    ...(values.action ? { action: values.action as LogAction } : {}),
    ...(values.entityType ? { entityType: values.entityType as LogEntityType } : {}),
    ...(values.username.trim() ? { username: values.username.trim() } : {}),
    ...(values.ipAddress.trim() ? { ipAddress: values.ipAddress.trim() } : {}),
    ...(values.searchText.trim() ? { searchText: values.searchText.trim() } : {}),
    ...(values.startDate ? { startDate: withLocalOffset(values.startDate) } : {}),
    ...(values.endDate ? { endDate: withLocalOffset(values.endDate) } : {}),
    ...(values.hasError ? { hasError: true } : {}),
  };
}

/**
 * /admin/logs (administration §2.6). Admin only: anyone else is sent to the dashboard (/admin, the
 * spec's "/dashboard") before any call is made.
 */
export function LogsPage() {
  const role = useAuth((state) => state.user?.role);
  if (role !== 'Admin') return <Navigate to={PATHS.dashboard} replace />;
  return <LogsScreen />;
}

function LogsScreen() {
  const [showStatistics, setShowStatistics] = useState(false);
  const [showFilters, setShowFilters] = useState(false);
  const [draft, setDraft] = useState<LogFilterValues>(EMPTY_FILTERS);
  const [applied, setApplied] = useState<LogFilterValues>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const [detailId, setDetailId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<'export' | 'clean' | null>(null);

  const filter = toSearchFilter(applied);
  const list = useLogSearch({ ...filter, pageNumber: page });
  const statistics = useLogStatistics(
    { ...(filter.startDate ? { startDate: filter.startDate } : {}), ...(filter.endDate ? { endDate: filter.endDate } : {}) },
    { enabled: showStatistics },
  );

  const apply = (values: LogFilterValues) => {
    setApplied(values);
    setPage(1);
  };
  const refresh = () => {
    void list.refetch();
    if (showStatistics) void statistics.refetch();
  };
  const stat = (value: number | undefined, unit = '') => (value === undefined ? undefined : `${formatThousands(Math.round(value))}${unit}`);

  return (
    <ListPage
      title={T.title}
      subtitle={T.subtitle}
      actions={
        <div className="tf-row adm-log-actions">
          <Button variant="secondary" aria-pressed={showStatistics} onClick={() => setShowStatistics((v) => !v)}>
            {T.statistics}
          </Button>
          <Button variant="secondary" aria-expanded={showFilters} aria-controls="adm-log-filters" onClick={() => setShowFilters((v) => !v)}>
            {T.filters}
          </Button>
          <Button variant="secondary" onClick={() => setDialog('export')}>
            {T.export}
          </Button>
          <Button variant="danger" onClick={() => setDialog('clean')}>
            {T.clean}
          </Button>
          <Button variant="ghost" onClick={refresh}>
            {T.refresh}
          </Button>
        </div>
      }
      stats={
        showStatistics && [
          { label: T.totalLogs, value: stat(statistics.data?.totalLogs) },
          { label: T.todayLogs, value: stat(statistics.data?.todayLogs), tone: 'success' },
          { label: T.errorCount, value: stat(statistics.data?.errorCount), tone: 'danger' },
          { label: T.averageResponseTime, value: stat(statistics.data?.averageResponseTime, ' ms'), tone: 'warning' },
        ]
      }
      statsLabel={T.statistics}
      filters={
        <div id="adm-log-filters" hidden={!showFilters}>
          {showFilters && (
            <LogFilters
              values={draft}
              onChange={setDraft}
              onApply={() => apply(draft)}
              onClear={() => {
                setDraft(EMPTY_FILTERS);
                apply(EMPTY_FILTERS);
              }}
            />
          )}
        </div>
      }
      list={list}
      loadFailed={T.loadFailed}
      page={page}
      onPageChange={setPage}
      summary={(data) => T.total(`${formatThousands(data.totalCount)}${data.totalCountCapped ? '+' : ''}`)}
      dialogs={
        <>
          {detailId !== null && <LogDetailDialog id={detailId} onClose={() => setDetailId(null)} />}
          {dialog === 'export' && (
            <ExportDialog
              scope={{
                ...(filter.logLevel ? { logLevel: filter.logLevel } : {}),
                ...(filter.action ? { action: filter.action } : {}),
                ...(filter.entityType ? { entityType: filter.entityType } : {}),
              }}
              onClose={() => setDialog(null)}
            />
          )}
          {dialog === 'clean' && <CleanDialog onClose={() => setDialog(null)} />}
        </>
      }
    >
      <LogTable rows={list.data?.data ?? []} loading={list.isPending} onDetails={(entry) => setDetailId(entry.id)} />
    </ListPage>
  );
}
