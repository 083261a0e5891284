import { PageHeader } from '@tamir/shared-ui';

// Placeholder until the screen lands (issue 11); replaced in this same change.
export function SettingsPage() {
  return <PageHeader title="Ayarlar" />;
}
