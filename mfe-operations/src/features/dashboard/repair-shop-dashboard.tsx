import { Link, useNavigate } from 'react-router-dom';
import { Card, Checkbox, DescriptionList, LoadingText, PageHeader, StatCard, formatFullName } from '@tamir/shared-ui';
import { formatThousands, useTamirciDashboard } from '@tamir/shared-api';
import { PATHS } from '../../paths';
import { DashboardError } from './dashboard-error';
import { DASHBOARD_TEXTS, roleLabel } from './dashboard-texts';
import { DashboardTiles } from './dashboard-tiles';
import { RecentFormsTable } from './recent-forms-table';
import { StatusCounts } from './status-counts';
import { ReminderSummaryCard } from '../../components/reminders/reminder-summary-card';
import { useAutoPrintSetting, useAutoPrintWatcher } from './use-auto-print';
import './dashboard.css';

const SHORTCUTS = [
  { to: PATHS.vehicleSearch, label: 'Araç Sorgulama', hint: 'Plaka ile araç bilgilerini sorgula' },
  { to: PATHS.plateSearch, label: 'Yeni Tamir Formu', hint: 'Plaka sorgulayıp form oluştur' },
  { to: PATHS.formList, label: 'Form Listesi', hint: 'Tüm tamir formlarını görüntüle' },
];

const count = (value: number) => formatThousands(value);

/** /admin for a Tamirci: the shop's figures, refreshed every 10 s, with auto-print of new forms. */
export function RepairShopDashboard() {
  const navigate = useNavigate();
  const { data, isError, refetch } = useTamirciDashboard();
  const [autoPrint, setAutoPrint] = useAutoPrintSetting();
  useAutoPrintWatcher(data?.recentRepairForms ?? null, autoPrint);

  // A failed poll keeps the figures already shown.
  if (isError && !data) return <DashboardError onRetry={() => void refetch()} />;
  if (!data) return <LoadingText center />;

  const { userInfo } = data;
  const fullName = formatFullName(userInfo.firstName, userInfo.lastName, userInfo.username);

  return (
    <div className="tf-stack ops-page ops-page--wide">
      <PageHeader title={DASHBOARD_TEXTS.shopTitle} />

      <Card className="ops-welcome" aria-label="Hoş geldiniz">
        <div className="ops-welcome__text">
          <h2 className="ops-welcome__title">Hoş geldiniz, {fullName}</h2>
          <p className="ops-muted">
            {data.companyName || '-'} · {roleLabel(userInfo.role)}
          </p>
        </div>
        <Checkbox
          label="Otomatik Yazdırma"
          hint="Açıkken yeni gelen form yeni sekmede açılır ve yazdırılır."
          checked={autoPrint}
          onChange={(event) => setAutoPrint(event.target.checked)}
        />
      </Card>

      <div className="ops-stats" aria-label="Özet">
        <StatCard label="Firma Araçları" value={count(data.companyVehicleCount)} to={PATHS.vehicles} linkAs={Link} linkLabel="Araçları Gör" />
        <StatCard label="Toplam Form" value={count(data.activeRepairFormCount)} tone="success" to={PATHS.formList} linkAs={Link} linkLabel="Formları Gör" />
        <StatCard
          label="Bugünkü Formlar"
          value={count(data.todayRepairFormCount)}
          tone="warning"
          to={PATHS.formListToday}
          linkAs={Link}
          linkLabel="Bugünü Gör"
        />
        <StatCard label="Formlarım" value={count(data.myRepairFormCount)} tone="neutral" to={PATHS.formListMine} linkAs={Link} linkLabel="Formlarımı Gör" />
      </div>

      <StatusCounts counts={data.statusCounts} />

      <ReminderSummaryCard />

      <DashboardTiles label="Kısayollar" tiles={SHORTCUTS} />

      <div className="tf-grid tf-grid--fit ops-columns ops-columns--main-side">
        <Card title="Son Tamir Formları" titleAs="h2">
          <RecentFormsTable forms={data.recentRepairForms} onOpen={(form) => navigate(PATHS.adminFormDetail(form.id))} />
        </Card>
        <Card title="Kişisel Bilgiler" titleAs="h2">
          <DescriptionList
            className="tf-summary ops-summary--single"
            items={[
              { label: 'Kullanıcı Adı', value: userInfo.username },
              { label: 'Ad Soyad', value: fullName || '-' },
              { label: 'Rol', value: roleLabel(userInfo.role) },
              { label: 'Firma', value: data.companyName || '-' },
            ]}
          />
        </Card>
      </div>
    </div>
  );
}
