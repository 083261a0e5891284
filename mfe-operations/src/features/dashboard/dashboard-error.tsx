import { Alert, Button } from '@tamir/shared-ui';
import { DASHBOARD_TEXTS } from './dashboard-texts';

export function DashboardError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="ops-page">
      <Alert
        variant="error"
        title={DASHBOARD_TEXTS.loadFailed}
        actions={
          <Button variant="secondary" onClick={onRetry}>
            {DASHBOARD_TEXTS.retry}
          </Button>
        }
      />
    </div>
  );
}
