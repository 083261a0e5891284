import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { KVKK_STATES, formatThousands, useAuth, useDownloadKvkkInventory, useKvkkRequests, type KvkkRequest, type KvkkState } from '@tamir/shared-api';
import { Button, Select, saveFile } from '@tamir/shared-ui';
import { ListPage, runWithToast } from '../../list-page';
import { PATHS } from '../../paths';
import { DestructionLogDialog } from './destruction-log-dialog';
import { KVKK_TEXTS as T } from './kvkk-texts';
import { RegisterRequestDialog } from './register-request-dialog';
import { RequestDialog } from './request-dialog';
import { RequestTable } from './request-table';

/** /admin/kvkk (issue 30). Admin only: anyone else is sent to the dashboard before any call is made. */
export function KvkkPage() {
  const role = useAuth((state) => state.user?.role);
  if (role !== 'Admin') return <Navigate to={PATHS.dashboard} replace />;
  return <KvkkScreen />;
}

function KvkkScreen() {
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<'register' | 'log' | null>(null);
  const [opened, setOpened] = useState<KvkkRequest | null>(null);
  const [state, setState] = useState<KvkkState | ''>('');
  const list = useKvkkRequests(state ? { page, state } : { page });
  const inventory = useDownloadKvkkInventory();

  const downloadInventory = () =>
    runWithToast(
      async () => {
        const file = await inventory.mutateAsync();
        saveFile(file.blob, file.fileName);
      },
      T.inventoryDone,
      T.inventoryFailed,
    );

  return (
    <ListPage
      title={T.title}
      subtitle={T.subtitle}
      actions={
        <div className="tf-row adm-kvkk-actions">
          <Button onClick={() => setDialog('register')}>{T.newRequest}</Button>
          <Button variant="secondary" onClick={() => setDialog('log')}>
            {T.destructionLog}
          </Button>
          <Button variant="secondary" busy={inventory.isPending} busyLabel={T.inventoryBusy} onClick={() => void downloadInventory()}>
            {T.inventory}
          </Button>
        </div>
      }
      filters={
        <div className="adm-kvkk-filter">
          <Select
            name="state"
            label={T.stateFilter}
            value={state}
            onChange={(event) => {
              setState(event.target.value as KvkkState | '');
              setPage(1);
            }}
            options={[{ value: '', label: T.allStates }, ...KVKK_STATES.map((s) => ({ value: s, label: s }))]}
          />
        </div>
      }
      list={list}
      loadFailed={T.loadFailed}
      page={page}
      onPageChange={setPage}
      summary={(data) => T.total(formatThousands(data.totalCount))}
      dialogs={
        <>
          {dialog === 'register' && <RegisterRequestDialog onClose={() => setDialog(null)} onRegistered={setOpened} />}
          {dialog === 'log' && <DestructionLogDialog onClose={() => setDialog(null)} />}
          {opened && <RequestDialog request={opened} onClose={() => setOpened(null)} />}
        </>
      }
    >
      <RequestTable rows={list.data?.data ?? []} loading={list.isPending} onOpen={setOpened} />
    </ListPage>
  );
}
