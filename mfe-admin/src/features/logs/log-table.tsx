import type { LogEntry } from '@tamir/shared-api/dto';
import { formatThousands } from '@tamir/shared-api';
import { Button, DataTable, type DataTableColumn } from '@tamir/shared-ui';
import { ACTION_ICON, ACTION_LABEL, ENTITY_LABEL, LEVEL_LABEL, LOG_TEXTS as T, formatLogDate, labelOf } from './log-texts';

/** A level as a coloured badge (administration §2.6 'level badge'). */
export function LevelBadge({ level }: { level: string }) {
  return <span className={`adm-badge adm-log-level adm-log-level--${level.toLowerCase()}`}>{labelOf(LEVEL_LABEL, level)}</span>;
}

/** An action with its icon. */
export function ActionLabel({ action }: { action: string | null }) {
  if (!action) return <>-</>;
  const icon = (ACTION_ICON as Record<string, string>)[action];
  return (
    <span className="adm-nowrap">
      {icon && (
        <span aria-hidden="true" className="adm-log-icon">
          {icon}
        </span>
      )}
      {labelOf(ACTION_LABEL, action)}
    </span>
  );
}

/** 'Firma #12', or the type alone. */
export const entityText = (entry: Pick<LogEntry, 'entityType' | 'entityId'>) =>
  entry.entityType ? `${labelOf(ENTITY_LABEL, entry.entityType)}${entry.entityId ? ` #${entry.entityId}` : ''}` : '-';

export interface LogTableProps {
  rows: LogEntry[];
  loading?: boolean;
  onDetails: (entry: LogEntry) => void;
}

/**
 * §2.6 columns: date, level badge, user, action with icon, entity with #id, description or error or '-', IP, duration, detail.
 * At a desk the description takes the width left and is cut after two lines (whole in its title and
 * in the detail); user, action, entity, IP and duration never wrap. On a phone the rows are cards.
 */
export function LogTable({ rows, loading, onDetails }: LogTableProps) {
  const columns: DataTableColumn<LogEntry>[] = [
    { key: 'date', header: T.colDate, render: (e) => formatLogDate(e.createdAt) },
    { key: 'level', header: T.colLevel, render: (e) => <LevelBadge level={e.logLevel} /> },
    {
      key: 'user',
      header: T.colUser,
      render: (e) => (
        <span className="adm-break adm-log-user" title={e.username || undefined}>
          {e.username || '-'}
        </span>
      ),
    },
    { key: 'action', header: T.colAction, render: (e) => <ActionLabel action={e.action} /> },
    { key: 'entity', header: T.colEntity, render: (e) => <span className="adm-nowrap">{entityText(e)}</span> },
    {
      key: 'description',
      header: T.colDescription,
      className: 'adm-log-description-cell',
      render: (e) => {
        const text = e.description || e.errorMessage || '-';
        return (
          <span className={`adm-log-description${!e.description && e.errorMessage ? ' adm-log-error' : ''}`} title={text}>
            {text}
          </span>
        );
      },
    },
    { key: 'ip', header: T.colIp, render: (e) => <span className="adm-nowrap">{e.ipAddress || '-'}</span> },
    {
      key: 'duration',
      header: T.colDuration,
      render: (e) => (e.durationMs === null ? '-' : <span className="adm-nowrap">{`${formatThousands(e.durationMs)} ms`}</span>),
    },
    {
      key: 'actions',
      header: T.details,
      hiddenHeader: true,
      render: (e) => (
        <Button size="sm" variant="ghost" onClick={() => onDetails(e)} aria-label={`${T.details} #${e.id}`}>
          {T.details}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(e) => e.id}
      caption={T.caption}
      captionHidden
      emptyText={T.empty}
      loading={loading}
      className="adm-log-table"
    />
  );
}
