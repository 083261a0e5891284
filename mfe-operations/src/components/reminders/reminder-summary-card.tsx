import { Link } from 'react-router-dom';
import { Card, LoadingText } from '@tamir/shared-ui';
import { REMINDER_URGENCIES, formatThousands, useReminderSummary } from '@tamir/shared-api';
import { RetryAlert } from '../retry-alert';
import { PATHS } from '../../paths';
import { REMINDER_TEXTS } from './reminder-texts';
import { UrgencyBadge } from './urgency-badge';

/** The dashboard's 'Yaklaşan Bakımlar' (issue 44): open reminders per urgency, each a link to the list on it. */
export function ReminderSummaryCard() {
  const { data, isError, refetch } = useReminderSummary();
  return (
    <Card title={REMINDER_TEXTS.dashboardTitle} titleAs="h2">
      {data ? (
        <ul className="ops-status-counts">
          {REMINDER_URGENCIES.map((urgency) => (
            <li key={urgency}>
              <Link to={PATHS.remindersOfUrgency(urgency)} className="ops-status-counts__link">
                <UrgencyBadge urgency={urgency} />
                <span className="ops-status-counts__count">{formatThousands(data[urgency])}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : isError ? (
        <RetryAlert title={REMINDER_TEXTS.summaryFailed} onRetry={() => void refetch()} />
      ) : (
        <LoadingText />
      )}
    </Card>
  );
}
