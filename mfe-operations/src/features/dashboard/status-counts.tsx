import { Link } from 'react-router-dom';
import { Card } from '@tamir/shared-ui';
import { formatThousands } from '@tamir/shared-api';
import { RepairStatusBadge } from '../../components/repair-status-badge';
import { PATHS } from '../../paths';

/** Open work at a glance (issue 28): the shop's forms per status, each a link to the list on that status. */
export function StatusCounts({ counts }: { counts: readonly { status: string; count: number }[] }) {
  return (
    <Card title="İş Durumları" titleAs="h2">
      <ul className="ops-status-counts">
        {counts.map(({ status, count }) => (
          <li key={status}>
            <Link to={PATHS.formListStatus(status)} className="ops-status-counts__link">
              <RepairStatusBadge status={status} />
              <span className="ops-status-counts__count">{formatThousands(count)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
