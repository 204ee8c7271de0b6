import type { Engines } from '../../infra/engines';
import type { ClusterLink } from './clusterLink';

const COMMITTED = 'committed';
const OTHER_COMMITS_POLL_MS = 1000;

/**
 * Workers sharing the embedded log wake each other's subscriptions: each commit is told to the
 * others through the primary, and a slow look at the file catches a notice that never came.
 */
export function shareCommits(cluster: ClusterLink, commits: NonNullable<Engines['commits']>) {
  commits.onCommitted((position) => cluster.broadcast(COMMITTED, position));
  cluster.onBroadcast(COMMITTED, () => commits.otherProcessCommitted());
  commits.watchOtherProcesses(OTHER_COMMITS_POLL_MS);
}
