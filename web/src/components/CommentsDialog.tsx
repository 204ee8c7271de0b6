import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useViewer } from '../auth/AuthProvider';
import { graphql } from '../gql';
import type { CommentsQuery } from '../gql/graphql';
import { defineMessages } from '../i18n/defineMessages';
import { Comment } from './Comment';
import { CommentReplies } from './CommentReplies';
import { appendReply, CommentRepliesQuery, removeReply, REPLIES_PAGE } from './commentsCache';
import { useMentionSuggestions } from './useMentionSuggestions';
import { useToggleCommentLike } from './useToggleCommentLike';
import { LoadMoreButton } from './LoadMoreButton';
import { useToast } from './Toaster';
import { useLoadMoreOnScroll } from './useLoadMoreOnScroll';
import '../styles/posts.css';
import { failureToast } from '../lib/rateLimit';
import { newClientId } from '../outbox/clientId';
import { useOutboxWrites } from '../outbox/outboxStore';
import { PendingComments } from '../outbox/PendingComments';
import { queueWrite, shouldQueue } from '../outbox/queueWrite';

export const COMMENT_MAX = 2200;
const PAGE = 50;

export const CommentsQueryDocument = graphql(`
  query Comments($postId: ID!, $first: Int!, $after: String) {
    comments(postId: $postId, first: $first, after: $after) {
      edges {
        cursor
        node {
          ...Comment_comment
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

const AddCommentMutation = graphql(`
  mutation AddComment($postId: ID!, $content: String!, $parentId: ID) {
    addComment(postId: $postId, content: $content, parentId: $parentId) {
      ...Comment_comment
      post {
        id
        commentsCount
      }
    }
  }
`);

const DeleteCommentMutation = graphql(`
  mutation DeleteComment($id: ID!) {
    deleteComment(id: $id) {
      id
      commentsCount
    }
  }
`);

const CommentsChangedSubscription = graphql(`
  subscription CommentsChanged($postId: ID!) {
    commentsChanged(postId: $postId) {
      added {
        ...Comment_comment
      }
      updated {
        id
        likesCount
        repliesCount
      }
      removedId
    }
  }
`);

type Edge = CommentsQuery['comments']['edges'][number];
type CommentNode = Edge['node'];

const messages = defineMessages({
  posted: { id: 'commentsDialog.posted', defaultMessage: 'Comment posted successfully!' },
  replyPosted: { id: 'commentsDialog.replyPosted', defaultMessage: 'Reply posted successfully!' },
  postFailed: { id: 'commentsDialog.postFailed', defaultMessage: 'Failed to post comment. Please try again.' },
  deleted: { id: 'commentsDialog.deleted', defaultMessage: 'Comment deleted successfully!' },
  deleteFailed: { id: 'commentsDialog.deleteFailed', defaultMessage: 'Failed to delete comment. Admin privileges required.' },
  title: { id: 'commentsDialog.title', defaultMessage: 'Comments' },
  close: { id: 'commentsDialog.close', defaultMessage: 'Close' },
  loading: { id: 'commentsDialog.loading', defaultMessage: 'Loading comments...' },
  loadFailed: { id: 'commentsDialog.loadFailed', defaultMessage: 'Failed to load comments.' },
  empty: { id: 'commentsDialog.empty', defaultMessage: 'No comments yet. Be the first to comment!' },
  loadMore: { id: 'commentsDialog.loadMore', defaultMessage: 'Load more comments' },
  replyingTo: { id: 'commentsDialog.replyingTo', defaultMessage: 'Replying to <name></name>' },
  cancelReply: { id: 'commentsDialog.cancelReply', defaultMessage: 'Cancel reply' },
  replyPlaceholder: { id: 'commentsDialog.replyPlaceholder', defaultMessage: 'Reply to {username}...' },
  replyLabel: { id: 'commentsDialog.replyLabel', defaultMessage: 'Reply to {username}' },
  add: { id: 'commentsDialog.add', defaultMessage: 'Add a comment...' },
  posting: { id: 'commentsDialog.posting', defaultMessage: 'Posting...' },
  post: { id: 'commentsDialog.post', defaultMessage: 'Post' },
  tooLong: { id: 'commentsDialog.tooLong', defaultMessage: 'Comment must be at most {max} characters' },
});

/** The server's refusals whose words say why a comment was not taken (a block, a post gone, bad input). */
const REFUSALS = new Set(['FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT']);

type Failure = { title: string; description?: string };

/** Why a comment was not posted: the usual words (`failed`), and the server's reason when it gave one. */
function commentFailure(failed: string, error: unknown): Failure {
  const { title, description } = failureToast(failed, error);
  if (description || title !== failed || !CombinedGraphQLErrors.is(error)) return { title, description };
  return { title, description: error.errors.find((e) => REFUSALS.has(String(e.extensions?.code)))?.message };
}

/** The comments of a post in a dialog: the top comments with their replies (live), and a box to add one or reply. */
export function CommentsDialog({
  postId,
  postAuthorId,
  open,
  onOpenChange,
}: {
  postId: string;
  postAuthorId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { formatMessage: t } = useIntl();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog dialog--comments"
          aria-describedby={undefined}
          data-testid="comments-dialog"
          // An Escape that closes the box's list of people to mention leaves the dialog open.
          onEscapeKeyDown={(event) => {
            const box = event.target;
            if (box instanceof HTMLTextAreaElement && box.getAttribute('aria-autocomplete') === 'list' && box.getAttribute('aria-controls'))
              event.preventDefault();
          }}
          // Ready to type, as a tap on the comment icon means.
          onOpenAutoFocus={(event) => {
            const input = (event.currentTarget as HTMLElement | null)?.querySelector('textarea');
            if (input) {
              event.preventDefault();
              input.focus();
            }
          }}
        >
          <header className="dialog__header">
            <Dialog.Title className="dialog__title">{t(messages.title)}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t(messages.close)}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </header>
          {open && <Comments postId={postId} postAuthorId={postAuthorId} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The comment a reply will answer, and whose name the box starts with. */
type ReplyingTo = { commentId: string; username: string };

function Comments({ postId, postAuthorId }: { postId: string; postAuthorId: string }) {
  const { formatMessage: t, formatNumber } = useIntl();
  const user = useViewer();
  const toast = useToast();
  const toggleLike = useToggleCommentLike();
  const variables = { postId, first: PAGE, after: null };
  const { data, loading, error, fetchMore, client } = useQuery(CommentsQueryDocument, { variables, fetchPolicy: 'cache-and-network' });
  const [addComment] = useMutation(AddCommentMutation);
  const [deleteComment] = useMutation(DeleteCommentMutation);
  const [text, setText] = useState('');
  const [posting, setPosting] = useState(false);
  // Shown beside the box, not in a toast: a toast would cover the box, or be covered by the last one.
  const [failure, setFailure] = useState<Failure | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [replyingTo, setReplyingTo] = useState<ReplyingTo | null>(null);
  const [openThreads, setOpenThreads] = useState<ReadonlySet<string>>(new Set());
  const input = useRef<HTMLTextAreaElement>(null);
  const mentions = useMentionSuggestions(text, setText, 'above', input);

  const setThreadOpen = (commentId: string, open: boolean) =>
    setOpenThreads((current) => {
      const next = new Set(current);
      if (open) next.add(commentId);
      else next.delete(commentId);
      return next;
    });

  /** Adds or removes one comment or reply in the cached lists, whoever's change it is. */
  function updateList(change: { added?: CommentNode | null; removedId?: string | null }) {
    const added = change.added;
    if (added?.parentId) appendReply(client.cache, added);
    if (change.removedId) removeReply(client.cache, change.removedId);
    client.cache.updateQuery({ query: CommentsQueryDocument, variables }, (current) => {
      if (!current) return current;
      let edges = current.comments.edges;
      if (change.removedId) edges = edges.filter((edge) => edge.node.id !== change.removedId);
      // Appended only once the whole list is here, so a later page is not skipped over.
      if (added && !added.parentId && !current.comments.pageInfo.hasNextPage && !edges.some((edge) => edge.node.id === added.id))
        edges = [...edges, { __typename: 'CommentEdge', cursor: '', node: added } as Edge];
      return { ...current, comments: { ...current.comments, edges } };
    });
  }

  /** A thread read afresh: its replies and their count, after the viewer's own reply or deletion. */
  const refreshThread = (commentId: string) =>
    client
      .query({ query: CommentRepliesQuery, variables: { id: commentId, first: REPLIES_PAGE, after: null }, fetchPolicy: 'network-only' })
      .catch(() => undefined);

  useSubscription(CommentsChangedSubscription, {
    variables: { postId },
    // `updated` (a comment's likes or replies count) lands in the cache by itself.
    onData: ({ data: { data: changed } }) => {
      if (changed) updateList(changed.commentsChanged);
    },
  });

  const trimmed = text.trim();
  const tooLong = [...trimmed].length > COMMENT_MAX;

  function reply(comment: CommentNode) {
    const username = comment.user.username;
    // A reply to a reply answers its top comment, as on Instagram, naming the person it answers.
    setReplyingTo({ commentId: comment.parentId ?? comment.id, username });
    setText(`@${username} `);
    input.current?.focus();
  }

  function cancelReply() {
    if (replyingTo && text.trim() === `@${replyingTo.username}`) setText('');
    setReplyingTo(null);
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!trimmed || tooLong || posting) return;
    setPosting(true);
    setFailure(null);
    const parentId = replyingTo?.commentId ?? null;
    const written = () => {
      setText('');
      setReplyingTo(null);
    };
    const wait = async (key?: string) => {
      if (user) await queueWrite(user.id, { kind: 'comment', postId, content: trimmed, parentId }, { key });
      written();
    };
    if (user && shouldQueue(user.id)) {
      // Offline, or behind writes already waiting: it waits in the outbox, shown as not sent yet.
      await wait().finally(() => setPosting(false));
      return;
    }
    const key = newClientId();
    try {
      const result = await addComment({ variables: { postId, content: trimmed, parentId }, context: { headers: { 'Idempotency-Key': key } } });
      if (parentId) {
        setThreadOpen(parentId, true);
        await refreshThread(parentId);
      } else if (result.data) updateList({ added: result.data.addComment });
      written();
      toast({ title: t(parentId ? messages.replyPosted : messages.posted) });
    } catch (error) {
      // Not answered (the network failed): it waits in the outbox under the key it went with.
      if (user && !CombinedGraphQLErrors.is(error)) return await wait(key);
      // The spec's toast (shown at the top while the comments are open), and the reason beside the box.
      const failed = t(messages.postFailed);
      toast(failureToast(failed, error));
      setFailure(commentFailure(failed, error));
    } finally {
      setPosting(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    mentions.fieldProps.onKeyDown(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  async function remove(comment: CommentNode) {
    setDeleting(comment.id);
    try {
      await deleteComment({ variables: { id: comment.id } });
      updateList({ removedId: comment.id });
      if (comment.parentId) await refreshThread(comment.parentId);
      toast({ title: t(messages.deleted) });
    } catch {
      toast({ title: t(messages.deleteFailed), variant: 'destructive' });
    } finally {
      setDeleting(null);
    }
  }

  const edges = data?.comments.edges ?? [];
  const pageInfo = data?.comments.pageInfo;
  const cursor = pageInfo?.hasNextPage ? pageInfo.endCursor : null;
  const more = useLoadMoreOnScroll(cursor ? () => fetchMore({ variables: { after: cursor } }) : null, edges.length);
  const hasPending = useOutboxWrites().some((write) => write.kind === 'comment' && write.postId === postId);
  const canDelete = (comment: CommentNode) => Boolean(user && (user.isAdmin || user.id === comment.user.id || user.id === postAuthorId));

  const render = (comment: CommentNode) => (
    <Comment
      key={comment.id}
      comment={comment}
      postId={postId}
      mine={comment.user.id === user?.id}
      onDelete={canDelete(comment) ? () => remove(comment) : undefined}
      deleting={deleting === comment.id}
      onReply={user ? () => reply(comment) : undefined}
      onToggleLike={user ? () => toggleLike(comment.id) : undefined}
    >
      {comment.parentId === null && (
        <CommentReplies comment={comment} open={openThreads.has(comment.id)} onOpenChange={(open) => setThreadOpen(comment.id, open)} renderReply={render} />
      )}
    </Comment>
  );

  return (
    <>
      <div className="comments" aria-live="polite">
        {loading && !data ? (
          <p className="comments__status">{t(messages.loading)}</p>
        ) : error && !data ? (
          <p className="comments__status" role="alert">
            {t(messages.loadFailed)}
          </p>
        ) : edges.length === 0 ? (
          !hasPending && <p className="comments__status">{t(messages.empty)}</p>
        ) : (
          <ul className="comments__list" data-testid="comments-list">
            {edges.map(({ node }) => render(node))}
          </ul>
        )}
        <PendingComments postId={postId} />
        <LoadMoreButton more={more} label={t(messages.loadMore)} className="button button--secondary comments__more" />
      </div>
      {failure && (
        <p id="comment-failure" className="field__error comment-form__failure" role="alert" data-testid="comment-failure">
          <strong>{failure.title}</strong> {failure.description}
        </p>
      )}
      {replyingTo && (
        <div className="comment-form__replying" data-testid="replying-to">
          <span>{t(messages.replyingTo, { name: () => <bdi key="name">@{replyingTo.username}</bdi> })}</span>
          <button type="button" className="icon-button comment-form__cancel" aria-label={t(messages.cancelReply)} onClick={cancelReply}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
      <form className="comment-form" onSubmit={submit}>
        {mentions.suggestions}
        <textarea
          {...mentions.fieldProps}
          ref={input}
          className="comment-form__input"
          dir="auto"
          placeholder={replyingTo ? t(messages.replyPlaceholder, { username: replyingTo.username }) : t(messages.add)}
          aria-label={replyingTo ? t(messages.replyLabel, { username: replyingTo.username }) : t(messages.add)}
          rows={1}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setFailure(null);
          }}
          onKeyDown={onKeyDown}
          disabled={posting}
          aria-invalid={tooLong}
          aria-describedby={tooLong ? 'comment-too-long' : failure ? 'comment-failure' : undefined}
        />
        <button type="submit" className="comment-form__submit" disabled={!trimmed || tooLong || posting}>
          {t(posting ? messages.posting : messages.post)}
        </button>
      </form>
      {tooLong && (
        <p id="comment-too-long" className="field__error comment-form__error" role="alert">
          {t(messages.tooLong, { max: formatNumber(COMMENT_MAX, { useGrouping: false }) })}
        </p>
      )}
    </>
  );
}
