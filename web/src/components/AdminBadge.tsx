/** The 'admin' badge shown beside an administrator's name, wherever it appears. */
export function AdminBadge({ isAdmin }: { isAdmin: boolean | null | undefined }) {
  return isAdmin ? <span className="badge badge--admin">admin</span> : null;
}
