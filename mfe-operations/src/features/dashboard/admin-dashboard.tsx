import { Link, useNavigate } from 'react-router-dom';
import { Alert, Card, DataTable, LoadingText, PageHeader, StatCard } from '@tamir/shared-ui';
import { formatThousands, useAdminDashboard } from '@tamir/shared-api';
import { PATHS } from '../../paths';
import { DatabaseActionsCard, SystemInfoCard } from './admin-system-cards';
import { DashboardError } from './dashboard-error';
import { DASHBOARD_TEXTS } from './dashboard-texts';
import { DashboardTiles } from './dashboard-tiles';
import { RecentFormsTable } from './recent-forms-table';
import './dashboard.css';

const QUICK_ACTIONS = [
  { to: PATHS.users, label: 'Kullanıcı Yönetimi', hint: 'Kullanıcı ekle, düzenle' },
  { to: PATHS.companies, label: 'Firma Yönetimi', hint: 'Müşteri firmaları yönet' },
  { to: PATHS.newVehicle, label: 'Yeni Araç Ekle', hint: 'Araç kaydı oluştur' },
  { to: PATHS.drivers, label: 'Şoförler', hint: 'Şoför listesini gör' },
  { to: PATHS.settings, label: 'Sistem Ayarları', hint: 'Genel ayarlar' },
];

const count = (value: number) => formatThousands(value);

/** /admin for an Admin: figures, quick actions, per-company statistics, recent forms, system info, backup. */
export function AdminDashboard() {
  const navigate = useNavigate();
  const { data, isError, refetch } = useAdminDashboard();

  if (isError && !data) return <DashboardError onRetry={() => void refetch()} />;
  if (!data) return <LoadingText center />;

  return (
    <div className="tf-stack ops-page ops-page--wide">
      <PageHeader title={DASHBOARD_TEXTS.adminTitle} subtitle="Sistemin genel durumu" />

      {data.kvkkMissing.length > 0 && (
        <Alert variant="warning" title={DASHBOARD_TEXTS.kvkkMissingTitle} titleLevel={2}>
          <p>{DASHBOARD_TEXTS.kvkkMissing(data.kvkkMissing.join(', '))}</p>
          <p>
            <Link to={PATHS.settingsKvkk}>{DASHBOARD_TEXTS.kvkkMissingLink}</Link>
          </p>
        </Alert>
      )}

      <div className="ops-stats" aria-label="Özet">
        <StatCard label="Firmalar" value={count(data.companyCount)} />
        <StatCard label="Toplam Araç" value={count(data.totalVehicleCount)} tone="success" />
        <StatCard label="Kullanıcılar" value={count(data.totalUserCount)} tone="neutral" />
        <StatCard label="Toplam Form" value={count(data.totalRepairFormCount)} tone="warning" />
        <StatCard
          label="Bugünkü Formlar"
          value={count(data.todayRepairFormCount)}
          tone="danger"
          to={PATHS.formListToday}
          linkAs={Link}
          linkLabel="Formları Gör"
        />
      </div>

      <Card title="Hızlı İşlemler" titleAs="h2">
        <DashboardTiles label="Hızlı İşlemler" tiles={QUICK_ACTIONS} />
      </Card>

      <Card title="Firma İstatistikleri" titleAs="h2">
        <DataTable
          caption="Firma İstatistikleri"
          captionHidden
          rows={data.companyStatistics}
          rowKey={(row) => row.companyId}
          emptyText="Henüz firma bulunmuyor"
          columns={[
            { key: 'companyName', header: 'Firma' },
            { key: 'vehicleCount', header: 'Araç Sayısı', align: 'right', render: (row) => count(row.vehicleCount) },
            { key: 'userCount', header: 'Kullanıcı Sayısı', align: 'right', render: (row) => count(row.userCount) },
            { key: 'repairFormCount', header: 'Form Sayısı', align: 'right', render: (row) => count(row.repairFormCount) },
          ]}
        />
      </Card>

      <Card title="Son Tamir Formları" titleAs="h2">
        <RecentFormsTable forms={data.recentRepairForms} onOpen={(form) => navigate(PATHS.formPage(form.id))} />
      </Card>

      <div className="tf-grid tf-grid--fit ops-columns">
        <SystemInfoCard />
        <DatabaseActionsCard />
      </div>
    </div>
  );
}
