import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useViewer } from '../auth/AuthProvider';
import { graphql } from '../gql';
import type { CommentsQuery } from '../gql/graphql';
import { Comment } from './Comment';
import { LoadMoreButton } from './LoadMoreButton';
import { useToast } from './Toaster';
import { useLoadMoreOnScroll } from './useLoadMoreOnScroll';
import '../styles/posts.css';
import { failureToast } from '../lib/rateLimit';

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
  mutation AddComment($postId: ID!, $content: String!) {
    addComment(postId: $postId, content: $content) {
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
      removedId
    }
  }
`);

type Edge = CommentsQuery['comments']['edges'][number];
type CommentNode = Edge['node'];

export const COMMENT_POSTED = 'Comment posted successfully!';
export const COMMENT_POST_FAILED = 'Failed to post comment. Please try again.';
export const COMMENT_DELETED = 'Comment deleted successfully!';
export const COMMENT_DELETE_FAILED = 'Failed to delete comment. Admin privileges required.';

/** The server's refusals whose words say why a comment was not taken (a block, a post gone, bad input). */
const REFUSALS = new Set(['FORBIDDEN', 'NOT_FOUND', 'BAD_USER_INPUT']);

type Failure = { title: string; description?: string };

/** Why a comment was not posted: the usual words, and the server's reason when it gave one. */
function commentFailure(error: unknown): Failure {
  const { title, description } = failureToast(COMMENT_POST_FAILED, error);
  if (description || title !== COMMENT_POST_FAILED || !CombinedGraphQLErrors.is(error)) return { title, description };
  return { title, description: error.errors.find((e) => REFUSALS.has(String(e.extensions?.code)))?.message };
}

/** The comments of a post in a dialog: the list (live), and a box to add one. */
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
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog dialog--comments"
          aria-describedby={undefined}
          data-testid="comments-dialog"
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
            <Dialog.Title className="dialog__title">Comments</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close">
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </header>
          {open && <Comments postId={postId} postAuthorId={postAuthorId} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Comments({ postId, postAuthorId }: { postId: string; postAuthorId: string }) {
  const user = useViewer();
  const toast = useToast();
  const variables = { postId, first: PAGE, after: null };
  const { data, loading, error, fetchMore, client } = useQuery(CommentsQueryDocument, { variables, fetchPolicy: 'cache-and-network' });
  const [addComment] = useMutation(AddCommentMutation);
  const [deleteComment] = useMutation(DeleteCommentMutation);
  const [text, setText] = useState('');
  const [posting, setPosting] = useState(false);
  // Shown beside the box, not in a toast: a toast would cover the box, or be covered by the last one.
  const [failure, setFailure] = useState<Failure | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  /** Adds or removes one comment in the cached list, whoever's change it is. */
  function updateList(change: { added?: CommentNode | null; removedId?: string | null }) {
    client.cache.updateQuery({ query: CommentsQueryDocument, variables }, (current) => {
      if (!current) return current;
      let edges = current.comments.edges;
      if (change.removedId) edges = edges.filter((edge) => edge.node.id !== change.removedId);
      const added = change.added;
      // Appended only once the whole list is here, so a later page is not skipped over.
      if (added && !current.comments.pageInfo.hasNextPage && !edges.some((edge) => edge.node.id === added.id))
        edges = [...edges, { __typename: 'CommentEdge', cursor: '', node: added } as Edge];
      return { ...current, comments: { ...current.comments, edges } };
    });
  }

  useSubscription(CommentsChangedSubscription, {
    variables: { postId },
    onData: ({ data: { data: changed } }) => {
      if (changed) updateList(changed.commentsChanged);
    },
  });

  const trimmed = text.trim();
  const tooLong = [...trimmed].length > COMMENT_MAX;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!trimmed || tooLong || posting) return;
    setPosting(true);
    setFailure(null);
    try {
      const result = await addComment({ variables: { postId, content: trimmed } });
      if (result.data) updateList({ added: result.data.addComment });
      setText('');
      toast({ title: COMMENT_POSTED });
    } catch (error) {
      setFailure(commentFailure(error));
    } finally {
      setPosting(false);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  }

  async function remove(commentId: string) {
    setDeleting(commentId);
    try {
      await deleteComment({ variables: { id: commentId } });
      updateList({ removedId: commentId });
      toast({ title: COMMENT_DELETED });
    } catch {
      toast({ title: COMMENT_DELETE_FAILED, variant: 'destructive' });
    } finally {
      setDeleting(null);
    }
  }

  const edges = data?.comments.edges ?? [];
  const pageInfo = data?.comments.pageInfo;
  const cursor = pageInfo?.hasNextPage ? pageInfo.endCursor : null;
  const more = useLoadMoreOnScroll(cursor ? () => fetchMore({ variables: { after: cursor } }) : null, edges.length);
  const canDelete = (comment: CommentNode) => Boolean(user && (user.isAdmin || user.id === comment.user.id || user.id === postAuthorId));

  return (
    <>
      <div className="comments" aria-live="polite">
        {loading && !data ? (
          <p className="comments__status">Loading comments...</p>
        ) : error && !data ? (
          <p className="comments__status" role="alert">
            Failed to load comments.
          </p>
        ) : edges.length === 0 ? (
          <p className="comments__status">No comments yet. Be the first to comment!</p>
        ) : (
          <ul className="comments__list" data-testid="comments-list">
            {edges.map(({ node }) => (
              <Comment
                key={node.id}
                comment={node}
                postId={postId}
                mine={node.user.id === user?.id}
                onDelete={canDelete(node) ? () => remove(node.id) : undefined}
                deleting={deleting === node.id}
              />
            ))}
          </ul>
        )}
        <LoadMoreButton more={more} label="Load more comments" className="button button--secondary comments__more" />
      </div>
      {failure && (
        <p id="comment-failure" className="field__error comment-form__failure" role="alert" data-testid="comment-failure">
          <strong>{failure.title}</strong> {failure.description}
        </p>
      )}
      <form className="comment-form" onSubmit={submit}>
        <textarea
          className="comment-form__input"
          dir="auto"
          placeholder="Add a comment..."
          aria-label="Add a comment..."
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
          {posting ? 'Posting...' : 'Post'}
        </button>
      </form>
      {tooLong && (
        <p id="comment-too-long" className="field__error comment-form__error" role="alert">
          Comment must be at most {COMMENT_MAX} characters
        </p>
      )}
    </>
  );
}
