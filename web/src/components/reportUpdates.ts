/**
 * Telling a reporter that their report's status changed: the device keeps when the person last
 * looked at their reports, and a report whose status changed after that counts as an update (a
 * badge on the way to the reports screen, 'Updated' on the report). Until Glimpse has
 * notifications, this is how the reporter hears back.
 */
const keyOf = (userId: string) => `reportsSeenAt:${userId}`;

export function reportsSeenAt(userId: string): string {
  try {
    return localStorage.getItem(keyOf(userId)) ?? '';
  } catch {
    return '';
  }
}

export function markReportsSeen(userId: string, at: string): void {
  try {
    localStorage.setItem(keyOf(userId), at);
  } catch {
    // storage unavailable: the updates show again next time
  }
}

/** The time of a report's last status change, when it has one (a report that only was submitted has none). */
export function lastChangeOf(report: { statusHistory: readonly { at: string }[] }): string | null {
  return report.statusHistory.length > 1 ? report.statusHistory[report.statusHistory.length - 1].at : null;
}

/** Whether the report changed since `seenAt`. */
export const isUpdatedSince = (report: { statusHistory: readonly { at: string }[] }, seenAt: string) => {
  const changed = lastChangeOf(report);
  return changed !== null && changed > seenAt;
};
