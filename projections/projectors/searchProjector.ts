import { collections, type PostDoc, type UserDoc } from '../readModels';
import type { Projector } from '../projector';
import type { ReadStore } from '../readStore';
import type { SearchIndex } from '../searchIndex';

/** Keeps the search index in step with posts: published, edited, deleted, banned and unbanned, their authors renamed, and accounts deleted. */
export function searchProjector(index: SearchIndex): Projector {
  return {
    name: 'search',
    handles: ['PostPublished', 'PostEdited', 'PostUnbanned', 'PostDeleted', 'PostBanned', 'UsernameChanged', 'AccountDeleted'],
    setup: () => index.setup(),
    async apply(event, _stored, store) {
      switch (event.type) {
        case 'PostPublished': {
          const { postId, userId, caption, location, publishedAt } = event.data;
          await upsert(index, store, { postId, userId, caption, location, createdAt: publishedAt });
          return [];
        }
        // The posts projector has the edit already: the post reads its new words (a banned one stays out).
        case 'PostEdited':
        case 'PostUnbanned': {
          const post = await store.collection<PostDoc>(collections.posts).findOne({ _id: event.data.postId });
          if (post && !post.banned)
            await upsert(index, store, { postId: post._id, userId: post.userId, caption: post.caption, location: post.location, createdAt: post.createdAt });
          return [];
        }
        case 'PostDeleted':
        case 'PostBanned':
          await index.removePost(event.data.postId);
          return [];
        // The users projector has the new name already: each of the author's searchable posts is entered again under it.
        case 'UsernameChanged': {
          const posts = await store.collection<PostDoc>(collections.posts).find({ userId: event.data.userId });
          for (const post of posts.filter((p) => !p.banned))
            await upsert(index, store, { postId: post._id, userId: post.userId, caption: post.caption, location: post.location, createdAt: post.createdAt });
          return [];
        }
        case 'AccountDeleted':
          await index.removeUser(event.data.userId);
          return [];
        default:
          return [];
      }
    },
  };
}

async function upsert(index: SearchIndex, store: ReadStore, post: { postId: string; userId: string; caption: string; location: string; createdAt: string }) {
  const author = await store.collection<UserDoc>(collections.users).findOne({ _id: post.userId });
  await index.upsert({ ...post, username: author?.username ?? '' });
}
