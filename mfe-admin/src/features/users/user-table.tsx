import { Button, DataTable, formatDate, type DataTableColumn } from '@tamir/shared-ui';
import { formatPhone, type UserAccount } from '@tamir/shared-api';
import { USER_TEXTS as T } from './user-texts';

export interface UserTableProps {
  users: UserAccount[];
  /** The signed-in admin: no delete on their own row. */
  myId: number;
  loading?: boolean;
  onEdit: (user: UserAccount) => void;
  onToggle: (user: UserAccount) => void;
  onDelete: (user: UserAccount) => void;
}

/** The six columns of §2.1: user, role, contact, status, registration date, actions. */
export function UserTable({ users, myId, loading, onEdit, onToggle, onDelete }: UserTableProps) {
  const columns: DataTableColumn<UserAccount>[] = [
    {
      key: 'user',
      header: T.colUser,
      render: (u) => (
        <div>
          <strong>{`${u.firstName} ${u.lastName}`.trim() || u.username}</strong>
          <div className="adm-muted">@{u.username}</div>
        </div>
      ),
    },
    { key: 'role', header: T.colRole, render: (u) => (u.role === 'Admin' ? T.roleAdmin : T.roleTamirci) },
    {
      key: 'contact',
      header: T.colContact,
      render: (u) => (
        <div>
          <div>{u.email || '-'}</div>
          <div className="adm-muted adm-nowrap">{u.phone ? formatPhone(u.phone) : '-'}</div>
        </div>
      ),
    },
    {
      key: 'status',
      header: T.colStatus,
      render: (u) => (
        <span className={`adm-badge ${u.isActive ? 'adm-badge--active' : 'adm-badge--passive'}`}>{u.isActive ? T.statusActive : T.statusPassive}</span>
      ),
    },
    { key: 'created', header: T.colCreated, render: (u) => <span className="adm-nowrap">{formatDate(u.createdAt)}</span> },
    {
      key: 'actions',
      header: T.colActions,
      hiddenHeader: true,
      render: (u) => (
        <div className="tf-row adm-table-actions">
          <Button size="sm" variant="secondary" onClick={() => onEdit(u)} aria-label={`${u.username} ${T.edit.toLocaleLowerCase('tr-TR')}`}>
            {T.edit}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onToggle(u)}
            aria-label={`${u.username} ${(u.isActive ? T.deactivate : T.activate).toLocaleLowerCase('tr-TR')}`}
          >
            {u.isActive ? T.deactivate : T.activate}
          </Button>
          {u.id !== myId && (
            <Button size="sm" variant="danger" onClick={() => onDelete(u)} aria-label={`${u.username} ${T.delete.toLocaleLowerCase('tr-TR')}`}>
              {T.delete}
            </Button>
          )}
        </div>
      ),
    },
  ];
  return <DataTable columns={columns} rows={users} rowKey={(u) => u.id} caption={T.caption} captionHidden emptyText={T.empty} loading={loading} />;
}
