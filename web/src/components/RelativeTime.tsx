import { formatRelativeTime } from '../lib/relativeTime';
import { useNow } from '../lib/useNow';

/** '5 minutes ago', kept right while the screen stays open (it renews itself each minute, alone). */
export function RelativeTime({ date, className, testId }: { date: string; className?: string; testId?: string }) {
  const now = useNow();
  return (
    <time className={className} dateTime={date} data-testid={testId}>
      {formatRelativeTime(date, now)}
    </time>
  );
}
