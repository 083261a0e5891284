import { formatThousands, useSystemInfo } from '@tamir/shared-api';
import { Button, Card, DescriptionList, LoadingText, formatDateTime, formatFileSize } from '@tamir/shared-ui';
import { LoadFailed } from '../../components/load-failed';
import { RunningRemotes } from './running-remotes';
import { SETTINGS_TEXTS as T } from './settings-texts';

/** System info tab (administration §3 'System info'): read-only, read again on 'Yenile'. */
export function SystemInfoTab() {
  const info = useSystemInfo();
  if (info.isPending) return <LoadingText />;
  if (info.isError) return <LoadFailed message={T.loadFailed} onRetry={() => void info.refetch()} />;
  const { data } = info;
  const percent = data.memory.usagePercentage.toLocaleString('tr-TR', { maximumFractionDigits: 1 });
  return (
    <Card
      title={T.tabs.system}
      titleAs="h2"
      actions={
        <Button variant="secondary" size="sm" onClick={() => void info.refetch()}>
          {T.refresh}
        </Button>
      }
    >
      <DescriptionList
        className="adm-info"
        items={[
          { label: T.version, value: data.version },
          { label: T.environment, value: data.environment },
          { label: T.serverTime, value: formatDateTime(data.serverTime) },
          { label: T.databaseProvider, value: data.databaseProvider },
          { label: T.databaseSize, value: formatFileSize(data.databaseSizeBytes) },
          { label: T.memory, value: T.memoryValue(formatFileSize(data.memory.usedMemoryBytes), formatFileSize(data.memory.totalMemoryBytes), percent) },
          { label: T.totalUsers, value: formatThousands(data.totalUsers) },
          { label: T.totalCompanies, value: formatThousands(data.totalCompanies) },
          { label: T.totalVehicles, value: formatThousands(data.totalVehicles) },
          { label: T.totalRepairForms, value: formatThousands(data.totalRepairForms) },
        ]}
      />
      <RunningRemotes remotes={data.remotes} />
    </Card>
  );
}
