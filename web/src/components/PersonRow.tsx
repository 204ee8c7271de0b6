import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AdminBadge } from './AdminBadge';
import { Avatar } from './Avatar';

type Person = { id: string; username: string; avatar?: string | null; fullName?: string | null; isAdmin?: boolean | null };

/**
 * One person in a list (follow requests, blocked accounts, likers, suggestions): picture, name
 * and full name linking to the profile, a line of `detail` under them, and the row's buttons.
 */
export function PersonRow({ person, testId, detail, children }: { person: Person; testId: string; detail?: ReactNode; children?: ReactNode }) {
  return (
    <li className="person-row" data-testid={testId}>
      <Link to={`/profile/${person.id}`} className="person-row__who">
        <Avatar src={person.avatar} alt="" size={44} />
        <span className="follow-row__text">
          <span className="follow-row__name">
            <bdi>{person.username}</bdi> <AdminBadge isAdmin={person.isAdmin} />
          </span>
          {person.fullName && <bdi className="follow-row__fullname">{person.fullName}</bdi>}
          {detail && <span className="follow-row__fullname">{detail}</span>}
        </span>
      </Link>
      {children && <span className="person-row__actions">{children}</span>}
    </li>
  );
}
