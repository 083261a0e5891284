import { InfoBanner, PageHeader } from '@tamir/shared-ui';

// Issue 11 (administration part 2) builds this screen; until then it says so, as the shell did before mfe-admin.
export function SettingsPage() {
  return (
    <div className="adm-page tf-stack">
      <PageHeader title="Ayarlar" />
      <InfoBanner title="Bu bölüm henüz hazır değil">Bu ekran bir sonraki sürümde kullanıma açılacak.</InfoBanner>
    </div>
  );
}
