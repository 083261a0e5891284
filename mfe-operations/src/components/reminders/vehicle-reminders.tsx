import type { ReactNode } from 'react';
import { LoadingText, SectionTitle } from '@tamir/shared-ui';
import { useVehicleReminders, type Reminder } from '@tamir/shared-api';
import { RetryAlert } from '../retry-alert';
import { ReminderActions } from './reminder-actions';
import { REMINDER_TEXTS } from './reminder-texts';
import { UrgencyBadge } from './urgency-badge';
import './reminders.css';

/** One open reminder: kind, description, urgency and why, with its actions. */
function ReminderItem({ reminder }: { reminder: Reminder }) {
  return (
    <li className="ops-reminder-item">
      <div className="ops-reminder-item__text">
        <span className="ops-reminder-main">
          <strong>{reminder.kind}</strong>
          {reminder.description ? ` · ${reminder.description}` : ''}
        </span>
        <span className="ops-reminder-sub">
          <UrgencyBadge urgency={reminder.urgency} /> {reminder.dueReason}
        </span>
      </div>
      <ReminderActions reminder={reminder} />
    </li>
  );
}

/**
 * A vehicle's open reminders (issue 44), under a found vehicle and on a form's detail. Only for a
 * vehicle the shop serves: another company's vehicle answers 404 until a form links it.
 */
export function VehicleReminders({ vehicleId, headingLevel = 'h3', actions }: { vehicleId: number; headingLevel?: 'h2' | 'h3'; actions?: ReactNode }) {
  const { data, isError, refetch } = useVehicleReminders(vehicleId);
  const open = data?.reminders.filter((reminder) => !reminder.completedAt) ?? [];
  return (
    <section className="tf-stack ops-reminder-block" aria-label={REMINDER_TEXTS.vehicleTitle}>
      <SectionTitle as={headingLevel} actions={actions}>
        {REMINDER_TEXTS.vehicleTitle}
      </SectionTitle>
      {isError ? (
        <RetryAlert title={REMINDER_TEXTS.vehicleFailed} onRetry={() => void refetch()} />
      ) : !data ? (
        <LoadingText />
      ) : open.length === 0 ? (
        <p className="ops-muted">{REMINDER_TEXTS.vehicleEmpty}</p>
      ) : (
        <ul className="ops-reminder-items">
          {open.map((reminder) => (
            <ReminderItem key={reminder.id} reminder={reminder} />
          ))}
        </ul>
      )}
    </section>
  );
}
