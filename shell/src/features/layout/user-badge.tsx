import type { User } from '@tamir/shared-api';
import { formatFullName, formatInitials } from '@tamir/shared-ui';

/** The user's initials in a circle; the full name is its accessible name. */
export function UserBadge({ user }: { user: User | null }) {
  const name = formatFullName(user?.firstName, user?.lastName, user?.username);
  return (
    <span className="user-badge" title={name}>
      <span className="user-badge__initials" aria-hidden="true">
        {formatInitials(user?.firstName, user?.lastName, user?.username)}
      </span>
      <span className="tf-visually-hidden">{name}</span>
    </span>
  );
}
