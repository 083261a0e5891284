import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSystemInfo } from '@tamir/shared-api';
import { BACKUP_TEXTS, Button, Card, CreateBackupDialog, DescriptionList, formatFileSize, toast, useBackupCreation } from '@tamir/shared-ui';
import { PATHS } from '../../paths';
import { DASHBOARD_TEXTS } from './dashboard-texts';

/**
 * The admin dashboard's system block (core-journeys §2) with the running portal's figures from
 * GET /settings/system-info: database kind (PGlite or PostgreSQL), its size and the version.
 */
export function SystemInfoCard() {
  const info = useSystemInfo();
  const known = (value: string | undefined) => value ?? '-';
  return (
    <Card title="Sistem Bilgileri" titleAs="h2">
      <DescriptionList
        className="tf-summary"
        items={[
          { label: 'Uygulama', value: 'Tamir Formu Yönetim Sistemi' },
          { label: 'Sürüm', value: known(info.data?.version) },
          { label: 'Veritabanı', value: known(info.data?.databaseProvider) },
          { label: 'Veritabanı Boyutu', value: known(info.data && formatFileSize(info.data.databaseSizeBytes)) },
          { label: 'Arayüz', value: 'Türkçe (tr-TR)' },
          { label: 'Form Linki Geçerliliği', value: '7 gün' },
        ]}
      />
    </Card>
  );
}

/**
 * 'Veritabanını Yedekle' takes a real backup after the backup tab's confirmation, announcing the
 * start with the spec's text; 'Yedekten Geri Yükle' opens the settings' backup tab, where a backup
 * is chosen and restored.
 */
export function DatabaseActionsCard() {
  const backup = useBackupCreation();
  const [confirming, setConfirming] = useState(false);
  const start = async () => {
    toast.info(DASHBOARD_TEXTS.backupStarted);
    await backup.run();
  };
  return (
    <Card title="Veritabanı İşlemleri" titleAs="h2">
      <div className="tf-row">
        <Button onClick={() => setConfirming(true)} busy={backup.isPending} busyLabel={BACKUP_TEXTS.creating}>
          Veritabanını Yedekle
        </Button>
        <Link className="tf-btn tf-btn--secondary tf-btn--md" to={PATHS.settingsBackup}>
          Yedekten Geri Yükle
        </Link>
      </div>
      <CreateBackupDialog open={confirming} onOpenChange={setConfirming} onConfirm={start} />
    </Card>
  );
}
