import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, useAuth, useDeleteUser, useToggleUserStatus, useUserPage, useUserStatistics, type UserAccount } from '@tamir/shared-api';
import { Alert, Button, InfoBanner } from '@tamir/shared-ui';
import { PATHS } from '../../paths';
import { ListPage, runWithToast, useConfirmedDelete, useEditing } from '../../list-page';
import { UserFormDialog } from './user-form-dialog';
import { UserTable } from './user-table';
import { USER_TEXTS as T } from './user-texts';

/** /admin/users (administration §2.1): the admin accounts, for an Admin only. */
export function UsersPage() {
  const me = useAuth((state) => state.user);
  if (me?.role !== 'Admin') return <Alert variant="error">{T.noAccess}</Alert>;
  return <AdminUsers myId={me.id} />;
}

function AdminUsers({ myId }: { myId: number }) {
  const [page, setPage] = useState(1);
  const form = useEditing<UserAccount>();
  const list = useUserPage({ role: 'Admin', page });
  const stats = useUserStatistics().data;
  const toggle = useToggleUserStatus();
  const remove = useDeleteUser();
  const deletion = useConfirmedDelete(remove.mutateAsync, T, (user: UserAccount) => user.username);

  return (
    <ListPage
      title={T.title}
      subtitle={T.subtitle}
      actions={<Button onClick={form.create}>{T.newUser}</Button>}
      stats={[
        { label: T.total, value: stats?.totalCount },
        { label: T.active, value: stats?.activeCount, tone: 'success' },
      ]}
      intro={
        <InfoBanner title={T.staffBannerTitle}>
          {T.staffBanner} <Link to={PATHS.repairShops}>{T.staffBannerLink}</Link>
        </InfoBanner>
      }
      list={list}
      loadFailed={errorMessage(list.error, T.loadFailed)}
      page={page}
      onPageChange={setPage}
      dialogs={
        <>
          {form.open && <UserFormDialog user={form.item} onClose={form.close} />}
          {deletion.dialog}
        </>
      }
    >
      <UserTable
        users={list.data?.data ?? []}
        myId={myId}
        loading={list.isPending}
        onEdit={form.edit}
        onToggle={(user) => void runWithToast(() => toggle.mutateAsync(user.id), T.statusChanged, T.statusFailed)}
        onDelete={deletion.ask}
      />
    </ListPage>
  );
}
