import { RetryAlert } from '../../components/retry-alert';
import { DASHBOARD_TEXTS } from './dashboard-texts';

export function DashboardError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="ops-page">
      <RetryAlert title={DASHBOARD_TEXTS.loadFailed} onRetry={onRetry} />
    </div>
  );
}
