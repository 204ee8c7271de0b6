import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import type { LoadMore } from './useLoadMoreOnScroll';

const messages = defineMessages({
  loadMore: { id: 'loadMore.loadMore', defaultMessage: 'Load more' },
  loading: { id: 'loadMore.loading', defaultMessage: 'Loading...' },
});

/**
 * The next page's button, for those who cannot scroll, and the sentinel whose coming into view
 * asks for the page; nothing once the list is whole. Under posts or people it sits centred in a
 * band of its own; a list with a look of its own (comments, a conversation) gives its class.
 */
export function LoadMoreButton({ more, label, className }: { more: LoadMore; label?: string; className?: string }) {
  const { formatMessage: t } = useIntl();
  if (!more.hasMore) return null;
  const button = (
    <button ref={more.sentinel} type="button" className={className ?? 'button button--secondary'} onClick={more.loadMore} disabled={more.loadingMore}>
      {more.loadingMore ? t(messages.loading) : (label ?? t(messages.loadMore))}
    </button>
  );
  return className ? button : <div className="feed__more">{button}</div>;
}
