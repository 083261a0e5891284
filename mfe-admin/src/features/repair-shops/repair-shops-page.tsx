import { PageHeader } from '@tamir/shared-ui';

// Placeholder until the screen lands (issue 10); replaced in this same change.
export function RepairShopsPage() {
  return <PageHeader title="Tamirhaneler" />;
}
