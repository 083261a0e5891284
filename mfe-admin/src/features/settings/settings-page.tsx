import { useSearchParams } from 'react-router-dom';
import { useAuth, useSettings, type BackupSettings, type EmailSettings, type LoggingSettings } from '@tamir/shared-api';
import { LoadingText, PageHeader, Tabs } from '@tamir/shared-ui';
import { LoadFailed } from '../../components/load-failed';
import { BackupSchedule } from './backup-schedule';
import { BackupTab } from './backup-tab';
import { ChangePasswordForm } from './change-password-tab';
import { EmailTab } from './email-tab';
import { GeneralTab } from './general-tab';
import { ReminderThresholds } from './reminders-thresholds';
import { KvkkTab } from './kvkk-tab';
import { LoggingTab } from './logging-tab';
import { SETTINGS_TEXTS as T } from './settings-texts';
import { SmsTab } from './sms-tab';
import { SystemInfoTab } from './system-info-tab';

const TAB_IDS = ['general', 'email', 'sms', 'logging', 'backup', 'kvkk', 'password', 'system'] as const;
type TabId = (typeof TAB_IDS)[number];
const TABS = TAB_IDS.map((id) => ({ id, label: T.tabs[id] }));

/**
 * /admin/settings (administration §2.5). An Admin sees the eight tabs, the chosen one kept in
 * `?tab=`; anyone else — and an Admin who must change the password first — only the change form.
 */
export function SettingsPage() {
  const user = useAuth((state) => state.user);
  const onlyPassword = user?.role !== 'Admin' || !!user?.mustChangePassword;
  return (
    <div className="adm-page tf-stack">
      <PageHeader title={T.title} />
      {onlyPassword ? <ChangePasswordForm mustChange={!!user?.mustChangePassword} /> : <AdminSettings />}
    </div>
  );
}

function AdminSettings() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TabId = TAB_IDS.includes(asked as TabId) ? (asked as TabId) : 'general';
  const choose = (id: TabId) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', id);
        return next;
      },
      { replace: true },
    );
  return (
    <Tabs label={T.tabsLabel} tabs={TABS} value={tab} onChange={choose} idPrefix="adm-settings">
      <TabPanel tab={tab} />
    </Tabs>
  );
}

/** The chosen tab; the five sections come from one GET /settings. */
function TabPanel({ tab }: { tab: TabId }) {
  const needsSettings = tab === 'general' || tab === 'email' || tab === 'logging' || tab === 'backup';
  const settings = useSettings({ enabled: needsSettings });
  if (tab === 'password') return <ChangePasswordForm />;
  if (tab === 'system') return <SystemInfoTab />;
  if (tab === 'sms') return <SmsTab />;
  if (tab === 'kvkk') return <KvkkTab />;
  if (settings.isPending) return <LoadingText />;
  if (settings.isError) return <LoadFailed message={T.loadFailed} onRetry={() => void settings.refetch()} />;
  const data = settings.data;
  if (tab === 'general')
    return (
      <>
        <GeneralTab general={data.general} />
        <ReminderThresholds reminders={data.reminders} />
      </>
    );
  if (tab === 'email') return <EmailTab email={data.email as EmailSettings} />;
  if (tab === 'logging') return <LoggingTab logging={data.logging as LoggingSettings} />;
  return (
    <div className="tf-stack">
      <BackupSchedule backup={data.backup as BackupSettings} />
      <BackupTab />
    </div>
  );
}
