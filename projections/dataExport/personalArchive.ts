import { parseEvent, type DomainEvent, type EventOf } from '../../domain/events';
import type { StoredEvent } from '../../domain/ports/eventStore';
import { isOwnEvent, subjectOf, toOwnEventLine, type OwnEventLine } from './ownEvents';

// Events that shape the records of the person they are about, whoever wrote them: an
// administrator's own ban of someone else is not part of the administrator's profile.
const ABOUT_THEIR_SUBJECT = new Set<string>([
  'UserRegistered',
  'UsernameChanged',
  'ProfileUpdated',
  'UserAvatarChanged',
  'UserTimedOut',
  'UserBanned',
  'PostPublished',
  'PostEdited',
  'CommentAdded',
  'PostLiked',
  'PostUnliked',
  'PostSaved',
  'PostUnsaved',
  'StoryPublished',
  'ReportSubmitted',
]);

type Post = {
  id: string;
  mediaUrl: string;
  mediaType: 'image' | 'video';
  /** Every photo and video of the album in order (the first is `mediaUrl`), with the alt text written for it. */
  items: { mediaUrl: string; type: 'image' | 'video'; alt: string }[];
  caption: string;
  location: string;
  hashtags: string[];
  publishedAt: string;
  /** As it reads after its last edit (each edit is in events.ndjson); null if never edited. */
  editedAt: string | null;
  deletedAt: string | null;
  banned: { reason: string; at: string } | null;
};
type Comment = { id: string; postId: string; content: string; at: string; deletedAt: string | null };
/** `storyId`: the story it replies to (theirs when the person sent it, the person's own otherwise). */
type Message = { id: string; senderId: string; content: string; at: string; storyId: string | null };
type Conversation = { id: string; participantIds: string[]; startedBy: string; startedAt: string; messages: Message[] };
/** A deleted story is kept, marked, as a deleted post is; its file went with it. */
type Story = { id: string; mediaUrl: string; mediaType: 'image' | 'video'; at: string; expiresAt: string; deletedAt: string | null };
type Report = { id: string; reportedUserId: string | null; text: string; imageUrl: string | null; at: string; status: string };
type Moderation = { action: 'timeout' | 'ban'; reason: string; until: string | null; at: string };

/** Another person as a download names them: by id and current username, nothing else. */
export type PersonRef = { id: string; username: string | null };

/**
 * One person's data, folded from the event history as it streams past (in global order): what
 * they did, and what others did that is part of their own records (following them, writing to
 * them in their conversations, moderating their posts). Holds only that person's share, so its
 * memory follows their activity, not the size of the log.
 */
export class PersonalArchive {
  private profile: Record<string, unknown> | null = null;
  private readonly moderation: Moderation[] = [];
  private readonly posts = new Map<string, Post>();
  private readonly comments = new Map<string, Comment>();
  private readonly commentedPosts = new Set<string>();
  private readonly likes = new Map<string, string>();
  private readonly saves = new Map<string, string>();
  private readonly following = new Map<string, string>();
  private readonly followers = new Map<string, string>();
  private readonly conversations = new Map<string, Conversation>();
  private readonly stories = new Map<string, Story>();
  private readonly reports = new Map<string, Report>();
  private readonly erasedPeople = new Set<string>();

  constructor(readonly personId: string) {}

  /**
   * Whether the event belongs in this archive. Judged on ids and types only, so it can be asked of
   * an event whose personal fields are still sealed (and which then need not be opened at all).
   */
  wants(stored: StoredEvent): boolean {
    return isOwnEvent(stored, this.personId) || this.concernsThem(stored);
  }

  /** Folds one event in; answers its `events.ndjson` line when it is the person's own event. */
  add(stored: StoredEvent): OwnEventLine | null {
    const own = isOwnEvent(stored, this.personId);
    if (!own && !this.concernsThem(stored)) return null;
    const event = ABOUT_THEIR_SUBJECT.has(stored.type) && subjectOf(stored) !== this.personId ? null : parseEvent(stored);
    if (event) this.evolve(event);
    return own ? toOwnEventLine(stored, this.personId) : null;
  }

  // Others' events that belong in this person's records; cheap tests on the raw data, since
  // nearly every event of a large log is none of them.
  private concernsThem({ type, data }: StoredEvent): boolean {
    const d = data as Record<string, unknown>;
    switch (type) {
      case 'UserFollowed':
      case 'UserUnfollowed':
        return d.followeeId === this.personId;
      case 'ConversationStarted':
        return Array.isArray(d.participantIds) && d.participantIds.includes(this.personId);
      case 'MessageSent':
        return this.conversations.has(d.conversationId as string);
      case 'PostBanned':
      case 'PostUnbanned':
        return this.posts.has(d.postId as string);
      case 'PostDeleted':
        return this.posts.has(d.postId as string) || this.commentedPosts.has(d.postId as string);
      case 'CommentDeleted':
        return this.comments.has(d.commentId as string);
      case 'ReportStatusChanged':
        return this.reports.has(d.reportId as string);
      case 'AccountDeleted':
        return this.following.has(d.userId as string) || this.followers.has(d.userId as string) || this.isPartner(d.userId as string);
      default:
        return false;
    }
  }

  private isPartner(userId: string): boolean {
    for (const conversation of this.conversations.values()) if (conversation.participantIds.includes(userId)) return true;
    return false;
  }

  private evolve(event: DomainEvent): void {
    const me = this.personId;
    switch (event.type) {
      case 'UserRegistered': {
        const { passwordHash: _never, userId, registeredAt, ...details } = event.data;
        this.profile = { id: userId, ...details, fullName: '', bio: '', registeredAt };
        return;
      }
      case 'UsernameChanged':
        if (this.profile) this.profile.username = event.data.username;
        return;
      case 'ProfileUpdated':
        if (this.profile)
          Object.assign(this.profile, { fullName: event.data.fullName, bio: event.data.bio }, event.data.avatar ? { avatar: event.data.avatar } : {});
        return;
      case 'UserAvatarChanged':
        if (this.profile) this.profile.avatar = event.data.avatar;
        return;
      case 'UserTimedOut':
        this.moderation.push({ action: 'timeout', reason: event.data.reason, until: event.data.until, at: event.data.at });
        return;
      case 'UserBanned':
        this.moderation.push({ action: 'ban', reason: event.data.reason, until: null, at: event.data.at });
        return;
      case 'PostPublished':
        this.posts.set(event.data.postId, { ...postOf(event), deletedAt: null, banned: null });
        return;
      case 'PostEdited': {
        const { caption, location, hashtags, alt, editedAt } = event.data;
        this.updatePost(event.data.postId, (post) => {
          Object.assign(post, { caption, location, hashtags, editedAt });
          post.items = post.items.map((item, i) => ({ ...item, alt: alt[i] ?? item.alt }));
        });
        return;
      }
      case 'PostDeleted':
        this.updatePost(event.data.postId, (post) => (post.deletedAt = event.data.at));
        if (this.commentedPosts.has(event.data.postId)) {
          for (const comment of this.comments.values()) if (comment.postId === event.data.postId) comment.deletedAt ??= event.data.at;
        }
        return;
      case 'PostBanned':
        this.updatePost(event.data.postId, (post) => (post.banned = { reason: event.data.reason, at: event.data.at }));
        return;
      case 'PostUnbanned':
        this.updatePost(event.data.postId, (post) => (post.banned = null));
        return;
      case 'CommentAdded':
        this.comments.set(event.data.commentId, {
          id: event.data.commentId,
          postId: event.data.postId,
          content: event.data.content,
          at: event.data.at,
          deletedAt: null,
        });
        this.commentedPosts.add(event.data.postId);
        return;
      case 'CommentDeleted': {
        const comment = this.comments.get(event.data.commentId);
        if (comment) comment.deletedAt ??= event.data.at;
        return;
      }
      case 'PostLiked':
        this.likes.set(event.data.postId, event.data.at);
        return;
      case 'PostUnliked':
        this.likes.delete(event.data.postId);
        return;
      case 'PostSaved':
        this.saves.set(event.data.postId, event.data.at);
        return;
      case 'PostUnsaved':
        this.saves.delete(event.data.postId);
        return;
      case 'UserFollowed':
        if (event.data.followerId === me) this.following.set(event.data.followeeId, event.data.at);
        else this.followers.set(event.data.followerId, event.data.at);
        return;
      case 'UserUnfollowed':
        if (event.data.followerId === me) this.following.delete(event.data.followeeId);
        else this.followers.delete(event.data.followerId);
        return;
      case 'StoryPublished': {
        const { storyId, mediaUrl, mediaType, at, expiresAt } = event.data;
        this.stories.set(storyId, { id: storyId, mediaUrl, mediaType, at, expiresAt, deletedAt: null });
        return;
      }
      case 'StoryDeleted': {
        const story = this.stories.get(event.data.storyId);
        if (story) story.deletedAt ??= event.data.at;
        return;
      }
      case 'ConversationStarted':
        if (!this.conversations.has(event.data.conversationId)) {
          const { conversationId, participantIds, startedBy, at } = event.data;
          this.conversations.set(conversationId, { id: conversationId, participantIds: [...participantIds], startedBy, startedAt: at, messages: [] });
        }
        return;
      case 'MessageSent':
        this.conversations.get(event.data.conversationId)?.messages.push({
          id: event.data.messageId,
          senderId: event.data.senderId,
          content: event.data.content,
          at: event.data.at,
          storyId: event.data.story?.storyId ?? null,
        });
        return;
      case 'ReportSubmitted':
        this.reports.set(event.data.reportId, { ...reportOf(event), status: 'pending' });
        return;
      case 'ReportStatusChanged': {
        const report = this.reports.get(event.data.reportId);
        if (report) report.status = event.data.to;
        return;
      }
      case 'AccountDeleted':
        if (event.data.userId === me) return;
        // What they wrote went with them; they no longer follow or are followed by anyone.
        this.erasedPeople.add(event.data.userId);
        this.following.delete(event.data.userId);
        this.followers.delete(event.data.userId);
        return;
      default:
        return;
    }
  }

  private updatePost(postId: string, change: (post: Post) => void): void {
    const post = this.posts.get(postId);
    if (post) change(post);
  }

  /** Everyone else the files name, so that their usernames can be looked up (ids only here). */
  otherPeople(): string[] {
    const ids = new Set<string>([...this.following.keys(), ...this.followers.keys()]);
    for (const conversation of this.conversations.values()) for (const id of conversation.participantIds) ids.add(id);
    for (const report of this.reports.values()) if (report.reportedUserId) ids.add(report.reportedUserId);
    ids.delete(this.personId);
    for (const id of this.erasedPeople) ids.delete(id);
    return [...ids];
  }

  /** Every media URL the files point at (avatar, posts, stories, report screenshots). */
  mediaUrls(): string[] {
    const urls = [
      this.profile?.avatar,
      ...[...this.posts.values()].flatMap((p) => p.items.map((item) => item.mediaUrl)),
      ...[...this.stories.values()].filter((s) => s.deletedAt === null).map((s) => s.mediaUrl),
      ...[...this.reports.values()].map((r) => r.imageUrl),
    ];
    return [...new Set(urls.filter((url): url is string => typeof url === 'string' && url.length > 0))];
  }

  /** Others' posts the person commented on, liked or saved (to tell which of them are gone since). */
  othersPosts(): string[] {
    const ids = new Set([...this.likes.keys(), ...this.saves.keys(), ...[...this.comments.values()].map((c) => c.postId)]);
    for (const id of this.posts.keys()) ids.delete(id);
    return [...ids];
  }

  /**
   * The JSON files of the archive. `person` names another person by id and username (null once
   * their account is gone); `media` maps a media URL to its path in the archive (null when the file
   * is no longer stored); `postDeleted` tells whether another person's post is gone (deleted, or
   * erased with its author's account: the history does not say whose it was).
   */
  files(
    person: (id: string) => PersonRef,
    media: (url: string | null | undefined) => string | null,
    postDeleted: (postId: string) => boolean,
  ): Record<string, unknown> {
    const onPost = (postId: string) => ({
      postUrl: `/post/${postId}`,
      postDeleted: this.posts.has(postId) ? this.posts.get(postId)!.deletedAt !== null : postDeleted(postId),
    });
    const personOrErased = (id: string): PersonRef => (this.erasedPeople.has(id) ? { id, username: null } : person(id));
    const files: Record<string, unknown> = {
      'profile.json': this.profile && { ...this.profile, avatar: media(this.profile.avatar as string | null), moderation: this.moderation },
      'posts.json': [...this.posts.values()].map(({ mediaUrl, items, ...post }) => ({
        ...post,
        media: media(mediaUrl),
        items: items.map(({ mediaUrl: url, ...item }) => ({ ...item, media: media(url) })),
        url: `/post/${post.id}`,
      })),
      'comments.json': [...this.comments.values()].map((c) => ({ ...c, ...onPost(c.postId) })),
      'likes.json': [...this.likes].map(([postId, likedAt]) => ({ postId, likedAt, ...onPost(postId) })),
      'saved.json': [...this.saves].map(([postId, savedAt]) => ({ postId, savedAt, ...onPost(postId) })),
      'follows.json': {
        following: [...this.following].map(([id, since]) => ({ ...person(id), since })),
        followers: [...this.followers].map(([id, since]) => ({ ...person(id), since })),
      },
      'stories.json': [...this.stories.values()].map(({ mediaUrl, ...story }) => ({ ...story, media: story.deletedAt === null ? media(mediaUrl) : null })),
      'reports.json': [...this.reports.values()].map(({ imageUrl, reportedUserId, ...report }) => ({
        ...report,
        reportedUser: reportedUserId ? personOrErased(reportedUserId) : null,
        image: media(imageUrl),
      })),
    };
    for (const conversation of this.conversations.values()) {
      files[`conversations/${conversation.id}.json`] = {
        id: conversation.id,
        startedAt: conversation.startedAt,
        startedBy: conversation.startedBy === this.personId ? 'you' : 'them',
        with: conversation.participantIds.filter((id) => id !== this.personId).map(personOrErased),
        // A deleted person's messages were erased with them (their text reads empty in the log).
        messages: conversation.messages
          .filter((m) => m.senderId === this.personId || !this.erasedPeople.has(m.senderId))
          .map((m) => ({
            id: m.id,
            from: m.senderId === this.personId ? 'you' : personOrErased(m.senderId),
            content: m.content,
            at: m.at,
            // A reply to a story names it: the other person's (by id only), or one of theirs in stories.json.
            ...(m.storyId && { repliesToStory: { id: m.storyId, yours: m.senderId !== this.personId } }),
          })),
      };
    }
    return files;
  }
}

function postOf({ data }: EventOf<'PostPublished'>) {
  const { postId, mediaUrl, mediaType, caption, location, hashtags, publishedAt } = data;
  const items = data.media.map((item, i) => ({ mediaUrl: item.url, type: item.type, alt: data.alts[i] ?? '' }));
  return { id: postId, mediaUrl, mediaType, items, caption, location, hashtags, publishedAt, editedAt: null };
}

function reportOf({ data }: EventOf<'ReportSubmitted'>) {
  return { id: data.reportId, reportedUserId: data.reportedUserId, text: data.text, imageUrl: data.imageUrl, at: data.at };
}
