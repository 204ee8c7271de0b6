import { useNow } from '../lib/useNow';
import { useTimeAgo } from './useTimeAgo';

/** '5 minutes ago' in the app's language, kept right while the screen stays open (it renews itself each minute, alone). */
export function RelativeTime({ date, className, testId }: { date: string; className?: string; testId?: string }) {
  const now = useNow();
  const ago = useTimeAgo();
  return (
    <time className={className} dateTime={date} data-testid={testId}>
      {ago(date, now)}
    </time>
  );
}
