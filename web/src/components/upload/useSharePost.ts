import type { Reference } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { defineMessages } from '../../i18n/defineMessages';
import { errorMessage } from '../../lib/errors';
import { uploadMedia } from '../../lib/media';
import { newClientId } from '../../outbox/clientId';
import { queueWrite, shouldQueue } from '../../outbox/queueWrite';
import { useUploadTexts } from './uploadChecks';
import type { UploadItem } from './useUploadItems';

export const CreatePostMutation = graphql(`
  mutation CreatePost($input: CreatePostInput!) {
    createPost(input: $input) {
      id
      ...PostCard_post
    }
  }
`);

/** The feed as the cache stores it: edges whose node is a reference to the Post. */
interface CachedFeed {
  edges: Array<{ __typename?: string; cursor?: string; node: Reference }>;
}

const messages = defineMessages({
  yourVideo: { id: 'sharePost.yourVideo', defaultMessage: 'Your video' },
  yourPhoto: { id: 'sharePost.yourPhoto', defaultMessage: 'Your photo' },
  uploadFailed: { id: 'sharePost.uploadFailed', defaultMessage: '{name} could not be uploaded' },
  postFailed: { id: 'sharePost.postFailed', defaultMessage: 'Your post could not be shared' },
});

/** Only a failure to reach the server is worth trying again; a refusal is said in the server's words. */
export const { tryAgain: TRY_AGAIN } = defineMessages({
  tryAgain: { id: 'sharePost.tryAgain', defaultMessage: 'Check your connection and try again.' },
});

/** Why sharing failed: a title naming the item when one was refused, and the server's words. */
export class ShareFailure extends Error {
  constructor(
    readonly title: string,
    readonly description: string | undefined,
    readonly itemKey?: string,
  ) {
    super(description ?? title);
  }
}

/**
 * Publishes the chosen items as a post: each is uploaded in turn (POST /media, with a photo's crop
 * box), then named with its alt text in createPost, and the post goes to the top of the feed. A
 * refused item stops the rest and names it ('Photo 3 could not be uploaded'); the uploads already
 * made are never used, and the server sweeps them away. Without a network it waits in the outbox.
 */
export function useSharePost() {
  const { formatMessage: t } = useIntl();
  const { itemName } = useUploadTexts();
  const [createPost] = useMutation(CreatePostMutation, {
    update(cache, { data }) {
      const post = data?.createPost;
      if (!post) return;
      const ref = cache.identify(post);
      if (!ref) return;
      // Put the new post at the top of the feed (the feed keeps one list for all its pages).
      cache.modify<{ feed: CachedFeed }>({
        id: 'ROOT_QUERY',
        fields: {
          feed(existing, { toReference, readField, isReference }) {
            if (!existing || isReference(existing)) return existing;
            if (existing.edges.some((edge) => readField<string>('id', edge.node) === post.id)) return existing;
            const node = toReference(ref);
            if (!node) return existing;
            return { ...existing, edges: [{ __typename: 'PostEdge', cursor: post.id, node }, ...existing.edges] };
          },
        },
      });
      const meId = cache.identify({ __typename: 'Me', id: post.user.id });
      if (meId) cache.modify({ id: meId, fields: { postsCount: (count: number) => count + 1 } });
    },
  });

  /**
   * 'waiting' when the post went into the outbox instead: offline, behind writes already waiting,
   * or when the network failed on the way (with the files already uploaded, and the key the
   * publishing went with, so that it is never published twice).
   */
  return async (userId: string, items: UploadItem[], caption: string, location: string): Promise<'shared' | 'waiting'> => {
    const files = items.map((item) => ({ file: item.file, mediaKind: item.kind, crop: item.kind === 'image' ? item.crop : null, alt: item.alt.trim() }));
    const wait = async (mediaIds: string[], key?: string) => {
      await queueWrite(userId, { kind: 'post', files, caption: caption.trim(), location: location.trim(), mediaIds }, { key });
      return 'waiting' as const;
    };
    if (shouldQueue(userId)) return wait([]);
    const media: Array<{ mediaId: string; alt: string }> = [];
    for (const [index, item] of items.entries()) {
      const name = items.length > 1 ? itemName(item.kind, index) : t(item.kind === 'video' ? messages.yourVideo : messages.yourPhoto);
      const failed = t(messages.uploadFailed, { name });
      try {
        const uploaded = await uploadMedia(item.file, `${failed}.`, item.kind === 'image' ? item.crop : null);
        media.push({ mediaId: uploaded.id, alt: item.alt.trim() });
      } catch (error) {
        if (error instanceof TypeError) return wait(media.map((m) => m.mediaId));
        throw new ShareFailure(failed, errorMessage(error, ''), item.key);
      }
    }
    const key = newClientId();
    try {
      const input = { media, caption: caption.trim() || null, location: location.trim() || null };
      const result = await createPost({ variables: { input }, context: { headers: { 'Idempotency-Key': key } } });
      if (!result.data) throw result.error ?? new Error('');
      return 'shared';
    } catch (error) {
      if (!CombinedGraphQLErrors.is(error))
        return wait(
          media.map((m) => m.mediaId),
          key,
        );
      throw new ShareFailure(t(messages.postFailed), errorMessage(error, ''));
    }
  };
}
