import type { ToastOptions } from '../components/Toaster';
import { TIMED_OUT_PREFIX } from '../lib/rateLimit';
import type { WriteKind } from './outboxWrite';

/** The words each screen uses when its write fails (the same as when it is refused online). */
const FAILED: Record<WriteKind, string> = {
  like: 'Failed to update like. Please try again.',
  save: 'Failed to update bookmark. Please try again.',
  follow: 'Failed to update follow status. Please try again.',
  comment: 'Failed to post comment. Please try again.',
  message: 'Failed to send message. Please try again.',
  post: 'Your post could not be shared',
};

/** The toast for a waiting write the server refused: the usual failure with the server's words under it, or, timed out, until when. */
export function refusalToast(kind: WriteKind, message: string): ToastOptions {
  if (message.startsWith(TIMED_OUT_PREFIX)) return { title: message, variant: 'destructive' };
  return { title: FAILED[kind], description: message, variant: 'destructive' };
}
