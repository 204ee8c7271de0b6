import { DomainError, type Decider } from '../decider';
import { ALT_MAX, altTooLong, itemName } from './altText';
import { ALBUM_MAX, CAPTION_MAX, TOO_MANY_ITEMS } from './postLimits';
import type { EventOf } from '../events';
import { mentionsTooMany, TOO_MANY_MENTIONS } from '../mentions/mentions';
import { extractHashtags } from './hashtags';
import { posterUrlOf } from './poster';
import { characterCount } from '../text';
import { userText } from '../userText';

export const LOCATION_MAX = 100;
export const COMMENT_MAX = 2200;
export const BAN_REASON_MAX = 500;

/** Who acts on a post: `actorIsAdmin` comes from the read model of the verified session's user. */
type Actor = { actorId: string; actorIsAdmin: boolean };

export type PostCommand =
  | {
      type: 'PublishPost';
      postId: string;
      userId: string;
      /** The album's items in order, each with its alt text (may be empty) and size as stored. */
      media: PostMediaItem[];
      caption: string;
      location: string;
      /** The ids of the people the caption mentions who have accounts (the service looks them up). */
      mentions: string[];
      at: string;
    }
  | {
      type: 'EditPost';
      postId: string;
      actorId: string;
      /** What the edit changes: a field left out stays as it is. */
      caption?: string;
      location?: string;
      /** One description per item of the post, in order. */
      alt?: string[];
      /** The people the new caption mentions who have accounts (the service looks them up); only read with `caption`. */
      mentions: string[];
      at: string;
    }
  | ({ type: 'DeletePost'; postId: string; at: string } & Actor)
  | {
      type: 'AddComment';
      postId: string;
      commentId: string;
      userId: string;
      content: string;
      /** The comment this one replies to, if any: a reply to a reply answers its top comment. */
      parentId: string | null;
      mentions: string[];
      at: string;
    }
  | ({ type: 'DeleteComment'; postId: string; commentId: string; at: string } & Actor)
  | ({ type: 'BanPost'; postId: string; reason: string; at: string } & Actor)
  | ({ type: 'UnbanPost'; postId: string; at: string } & Actor);

export type PostMediaItem = { url: string; type: 'image' | 'video'; alt: string; width: number | null; height: number | null };

export type PostEvent = EventOf<'PostPublished' | 'PostEdited' | 'PostDeleted' | 'PostBanned' | 'PostUnbanned' | 'CommentAdded' | 'CommentDeleted'>;

export type PostState = {
  status: 'none' | 'published' | 'deleted';
  authorId: string | null;
  banned: boolean;
  /** The post's words as they are now, so an edit that changes nothing is told apart. */
  caption: string;
  location: string;
  /** What each item is, in order, and its description ('' for none). */
  itemTypes: ('image' | 'video')[];
  alt: string[];
  mentions: string[];
  /** Comments still shown, by id, with their author and the top comment a reply answers. */
  comments: Map<string, { authorId: string; parentId: string | null }>;
};

export const postStream = (postId: string) => `post-${postId}`;

export const POST_NOT_FOUND = 'Post not found';
export const COMMENT_NOT_FOUND = 'Comment not found';

// A fold owns the state it builds (each starts from initialState), so the comments map is updated
// in place: copying it for every comment would make folding a busy post's stream quadratic.
function evolve(state: PostState, event: PostEvent): PostState {
  switch (event.type) {
    case 'PostPublished':
      return {
        ...state,
        status: 'published',
        authorId: event.data.userId,
        caption: event.data.caption,
        location: event.data.location,
        itemTypes: event.data.media.map((item) => item.type),
        alt: event.data.alts,
        mentions: event.data.mentions,
      };
    case 'PostEdited': {
      const { caption, location, alt, mentions } = event.data;
      return { ...state, caption, location, alt, mentions };
    }
    case 'PostDeleted':
      return { ...state, status: 'deleted', comments: new Map() };
    case 'PostBanned':
      return { ...state, banned: true };
    case 'PostUnbanned':
      return { ...state, banned: false };
    case 'CommentAdded':
      state.comments.set(event.data.commentId, { authorId: event.data.userId, parentId: event.data.parentId });
      return state;
    case 'CommentDeleted':
      // A top comment takes its replies with it, as on Instagram.
      state.comments.delete(event.data.commentId);
      for (const [id, comment] of state.comments) if (comment.parentId === event.data.commentId) state.comments.delete(id);
      return state;
  }
}

/** Checks an album's items and returns their alt texts clean (userText.ts). */
export function validAlts(media: readonly { type: 'image' | 'video'; alt: string }[]): string[] {
  if (media.length === 0) throw new DomainError('invalid', 'Please choose a photo or video', 'media');
  if (media.length > ALBUM_MAX) throw new DomainError('invalid', TOO_MANY_ITEMS, 'media');
  return media.map((item, index) => validAlt(item, index));
}

function validAlt(item: { type: 'image' | 'video'; alt: string }, index: number): string {
  const name = itemName(item.type, index).toLowerCase();
  const alt = userText(item.alt, 'line', `Alt text of ${name}`, 'alt');
  if (characterCount(alt) > ALT_MAX) throw new DomainError('invalid', altTooLong(name), 'alt');
  return alt;
}

/** Checks a comment's text and returns it clean (userText.ts): normalized, trimmed. */
export function validComment(content: string): string {
  const trimmed = userText(content, 'lines', 'Comment', 'content');
  if (!trimmed) throw new DomainError('invalid', 'Comment cannot be empty', 'content');
  if (characterCount(trimmed) > COMMENT_MAX) throw new DomainError('invalid', `Comment must be at most ${COMMENT_MAX} characters`, 'content');
  if (mentionsTooMany(trimmed)) throw new DomainError('invalid', TOO_MANY_MENTIONS, 'content');
  return trimmed;
}

function validCaption(text: string): string {
  const caption = userText(text, 'lines', 'Caption', 'caption');
  if (characterCount(caption) > CAPTION_MAX) throw new DomainError('invalid', `Caption must be at most ${CAPTION_MAX} characters`, 'caption');
  if (mentionsTooMany(caption)) throw new DomainError('invalid', TOO_MANY_MENTIONS, 'caption');
  return caption;
}

function validLocation(text: string): string {
  const location = userText(text, 'line', 'Location', 'location');
  if (characterCount(location) > LOCATION_MAX) throw new DomainError('invalid', `Location must be at most ${LOCATION_MAX} characters`, 'location');
  return location;
}

/** An edit's alt texts: one per item the post has, each checked as at publishing. */
function editedAlts(alt: string[], itemTypes: PostState['itemTypes']): string[] {
  const items = itemTypes.length;
  if (alt.length !== items) throw new DomainError('invalid', `Alt text must have one entry per item (${items})`, 'alt');
  return alt.map((text, index) => validAlt({ type: itemTypes[index], alt: text }, index));
}

const sameList = (a: string[], b: string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/** The edit's event, or none when it changes nothing; only people the caption did not mention before are new. */
function edit(command: Extract<PostCommand, { type: 'EditPost' }>, state: PostState, authorId: string): PostEvent[] {
  const caption = command.caption === undefined ? state.caption : validCaption(command.caption);
  const location = command.location === undefined ? state.location : validLocation(command.location);
  const alt = command.alt === undefined ? state.alt : editedAlts(command.alt, state.itemTypes);
  if (caption === state.caption && location === state.location && sameList(alt, state.alt)) return [];
  const mentions = caption === state.caption ? state.mentions : [...new Set(command.mentions)];
  const before = new Set(state.mentions);
  const newMentions = mentions.filter((id) => !before.has(id));
  const { postId, at } = command;
  return [
    { type: 'PostEdited', data: { postId, userId: authorId, caption, location, alt, hashtags: extractHashtags(caption), mentions, newMentions, editedAt: at } },
  ];
}

function requirePost(state: PostState): string {
  if (state.status !== 'published' || !state.authorId) throw new DomainError('not_found', POST_NOT_FOUND);
  return state.authorId;
}

function requireAdmin(actor: Actor, action: string): void {
  if (!actor.actorIsAdmin) throw new DomainError('forbidden', `Admin privileges required to ${action}.`);
}

function decide(command: PostCommand, state: PostState): PostEvent[] {
  switch (command.type) {
    case 'PublishPost': {
      if (state.status !== 'none') throw new DomainError('conflict', 'This post already exists');
      const caption = validCaption(command.caption);
      const location = validLocation(command.location);
      const alts = validAlts(command.media);
      const media = command.media.map(({ url, type, width, height }) => ({ url, type, posterUrl: posterUrlOf(url, type), width, height }));
      const { postId, userId, at } = command;
      return [
        {
          type: 'PostPublished',
          data: {
            postId,
            userId,
            mediaUrl: media[0].url,
            mediaType: media[0].type,
            posterUrl: media[0].posterUrl,
            caption,
            location,
            hashtags: extractHashtags(caption),
            mentions: [...new Set(command.mentions)],
            publishedAt: at,
            media,
            alts,
          },
        },
      ];
    }
    case 'EditPost': {
      const authorId = requirePost(state);
      // A banned post is hidden from everyone but admins, its author included.
      if (state.banned) throw new DomainError('not_found', POST_NOT_FOUND);
      if (command.actorId !== authorId) throw new DomainError('forbidden', 'Only the author can edit this post.');
      return edit(command, state, authorId);
    }
    case 'DeletePost': {
      const authorId = requirePost(state);
      if (command.actorId !== authorId && !command.actorIsAdmin)
        throw new DomainError('forbidden', 'Only the author or an admin can delete this post. Admin privileges required.');
      return [{ type: 'PostDeleted', data: { postId: command.postId, userId: authorId, by: command.actorId, at: command.at } }];
    }
    case 'AddComment': {
      requirePost(state);
      // A banned post is hidden from everyone but admins, so it takes no new comments.
      if (state.banned) throw new DomainError('not_found', POST_NOT_FOUND);
      const content = validComment(command.content);
      const { postId, commentId, userId, at } = command;
      if (state.comments.has(commentId)) throw new DomainError('conflict', 'This comment already exists');
      const parent = command.parentId === null ? null : state.comments.get(command.parentId);
      if (parent === undefined) throw new DomainError('not_found', COMMENT_NOT_FOUND);
      const parentId = parent === null ? null : (parent.parentId ?? command.parentId);
      return [{ type: 'CommentAdded', data: { postId, commentId, userId, content, parentId, mentions: [...new Set(command.mentions)], at } }];
    }
    case 'DeleteComment': {
      const postAuthorId = requirePost(state);
      const commentAuthorId = state.comments.get(command.commentId)?.authorId;
      if (!commentAuthorId) throw new DomainError('not_found', COMMENT_NOT_FOUND);
      // The comment's author, the post's author (it is their post) and admins may remove it.
      if (command.actorId !== commentAuthorId && command.actorId !== postAuthorId && !command.actorIsAdmin)
        throw new DomainError('forbidden', 'You can only delete your own comments. Admin privileges required.');
      return [{ type: 'CommentDeleted', data: { postId: command.postId, commentId: command.commentId, by: command.actorId, at: command.at } }];
    }
    case 'BanPost': {
      requireAdmin(command, 'ban a post');
      requirePost(state);
      if (state.banned) throw new DomainError('conflict', 'This post is already banned');
      const reason = userText(command.reason, 'lines', 'Reason', 'reason') || 'Banned by administrator';
      if (reason.length > BAN_REASON_MAX) throw new DomainError('invalid', `Reason must be at most ${BAN_REASON_MAX} characters`, 'reason');
      return [{ type: 'PostBanned', data: { postId: command.postId, by: command.actorId, reason, at: command.at } }];
    }
    case 'UnbanPost': {
      requireAdmin(command, 'unban a post');
      requirePost(state);
      if (!state.banned) throw new DomainError('conflict', 'This post is not banned');
      return [{ type: 'PostUnbanned', data: { postId: command.postId, by: command.actorId, at: command.at } }];
    }
  }
}

export const postDecider: Decider<PostCommand, PostEvent, PostState> = {
  eventTypes: { PostPublished: true, PostEdited: true, PostDeleted: true, PostBanned: true, PostUnbanned: true, CommentAdded: true, CommentDeleted: true },
  initialState: () => ({ status: 'none', authorId: null, banned: false, caption: '', location: '', itemTypes: [], alt: [], mentions: [], comments: new Map() }),
  evolve,
  decide,
};
