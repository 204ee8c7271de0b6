import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { ToastOptions } from '../components/Toaster';
import { defineMessages } from '../i18n/defineMessages';
import type { WriteKind } from './outboxWrite';

/** The words each screen uses when its write fails (the same as when it is refused online). */
const FAILED = defineMessages<WriteKind>({
  like: { id: 'refusalToast.like', defaultMessage: 'Failed to update like. Please try again.' },
  save: { id: 'refusalToast.save', defaultMessage: 'Failed to update bookmark. Please try again.' },
  follow: { id: 'refusalToast.follow', defaultMessage: 'Failed to update follow status. Please try again.' },
  comment: { id: 'refusalToast.comment', defaultMessage: 'Failed to post comment. Please try again.' },
  message: { id: 'refusalToast.message', defaultMessage: 'Failed to send message. Please try again.' },
  post: { id: 'refusalToast.post', defaultMessage: 'Your post could not be shared' },
});

/**
 * The toast for a waiting write the server refused: the usual failure in the person's language
 * with the server's words under it, or, timed out, until when.
 */
export function useRefusalToast(): (kind: WriteKind, refusal: { message: string; timedOut?: boolean }) => ToastOptions {
  const { formatMessage: t } = useIntl();
  return useCallback(
    (kind, { message, timedOut }) => {
      if (timedOut) return { title: message, variant: 'destructive' };
      return { title: t(FAILED[kind]), description: message, variant: 'destructive' };
    },
    [t],
  );
}
