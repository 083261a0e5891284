import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, useAuth, useDeleteUser, useToggleUserStatus, useUserPage, useUserStatistics, type UserAccount } from '@tamir/shared-api';
import { Alert, Button, ConfirmDialog, InfoBanner, PageHeader, Pagination, StatCard, toast } from '@tamir/shared-ui';
import { PATHS } from '../../paths';
import { UserFormDialog } from './user-form-dialog';
import { UserTable } from './user-table';
import { USER_TEXTS as T } from './user-texts';
import { LoadFailed } from '../../components/load-failed';

type FormState = { open: false } | { open: true; user: UserAccount | null };

/** /admin/users (administration §2.1): the admin accounts, for an Admin only. */
export function UsersPage() {
  const me = useAuth((state) => state.user);
  if (me?.role !== 'Admin') return <Alert variant="error">{T.noAccess}</Alert>;
  return <AdminUsers myId={me.id} />;
}

function AdminUsers({ myId }: { myId: number }) {
  const [page, setPage] = useState(1);
  const [form, setForm] = useState<FormState>({ open: false });
  const [deleting, setDeleting] = useState<UserAccount | null>(null);
  const list = useUserPage({ role: 'Admin', page });
  const stats = useUserStatistics();
  const toggle = useToggleUserStatus();
  const remove = useDeleteUser();

  const onToggle = async (user: UserAccount) => {
    try {
      await toggle.mutateAsync(user.id);
      toast.success(T.statusChanged);
    } catch (error) {
      toast.error(errorMessage(error, T.statusFailed));
    }
  };

  const onDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(T.deleted);
      setDeleting(null);
    } catch (error) {
      toast.error(errorMessage(error, T.deleteFailed));
    }
  };

  const rows = list.data?.data ?? [];
  return (
    <div className="adm-page tf-stack">
      <PageHeader title={T.title} subtitle={T.subtitle} actions={<Button onClick={() => setForm({ open: true, user: null })}>{T.newUser}</Button>} />
      <div className="adm-stats">
        <StatCard label={T.total} value={stats.data?.totalCount ?? '-'} />
        <StatCard label={T.active} value={stats.data?.activeCount ?? '-'} tone="success" />
      </div>
      <InfoBanner title={T.staffBannerTitle}>
        {T.staffBanner} <Link to={PATHS.repairShops}>{T.staffBannerLink}</Link>
      </InfoBanner>
      {list.isError ? (
        <LoadFailed message={errorMessage(list.error, T.loadFailed)} onRetry={() => void list.refetch()} />
      ) : (
        <UserTable
          users={rows}
          myId={myId}
          loading={list.isPending}
          onEdit={(user) => setForm({ open: true, user })}
          onToggle={(user) => void onToggle(user)}
          onDelete={setDeleting}
        />
      )}
      {list.data && list.data.totalPages > 1 && (
        <Pagination page={page} totalPages={list.data.totalPages} onPageChange={setPage} summary={`Toplam ${list.data.totalCount} kayıt`} />
      )}
      {form.open && <UserFormDialog open user={form.user} onClose={() => setForm({ open: false })} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={T.deleteTitle}
        description={deleting ? T.deleteWarning(deleting.username) : undefined}
        confirmLabel={T.delete}
        variant="danger"
        onConfirm={onDelete}
      />
    </div>
  );
}
