import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../domain/ports/eventStore';
import { userRegistered } from '../projectors/projectionKit';
import { PersonalArchive } from './personalArchive';

const ME = 'me-1';
const ADMIN = 'admin-1';
const OTHER = 'other-1';
let position = 0;

function event(type: string, data: Record<string, unknown>, actor: string | undefined, stream = 'some-stream'): StoredEvent {
  position++;
  return {
    id: `e${position}`,
    type,
    data,
    metadata: {
      commandId: `c${position}`,
      correlationId: `c${position}`,
      causationId: `c${position}`,
      at: '2026-01-01T00:00:00.000Z',
      userId: actor,
      clientIp: `10.0.0.${position}`,
    },
    stream,
    revision: 0,
    position,
  };
}

/** A post of several photos and videos, as version 4 of PostPublished writes it. */
function album(postId: string, urls: string[], alts: string[]): StoredEvent {
  const media = urls.map((url) => ({ url, type: url.endsWith('.mp4') ? 'video' : 'image', posterUrl: null, width: 10, height: 10 }));
  const data = { postId, userId: ME, mediaUrl: urls[0], mediaType: 'image', posterUrl: null, caption: '', location: '', hashtags: [], mentions: [] };
  const stored = event('PostPublished', { ...data, publishedAt: '8', media, alts }, ME);
  return { ...stored, metadata: { ...stored.metadata, schemaVersion: 4 } };
}

function fold(events: StoredEvent[]) {
  const archive = new PersonalArchive(ME);
  const lines = events.flatMap((e) => archive.add(e) ?? []);
  const files = archive.files(
    (id) => ({ id, username: `name-of-${id}` }),
    (url) => url ?? null,
    () => false,
  );
  return { lines, files };
}

const registered = (userId: string) =>
  event(
    'UserRegistered',
    userRegistered(userId, { email: `${userId}@x.example`, passwordHash: 'scrypt$secret', birthDate: '1990-01-01', registeredAt: 'r' }).data,
    userId,
    `user-${userId}`,
  );

describe("a person's archive, folded from the history", () => {
  it('keeps their own events with their details in clear, but never a password hash', () => {
    const { lines, files } = fold([registered(ME), registered(OTHER), event('PasswordChanged', { userId: ME, passwordHash: 'scrypt$new', at: 'a' }, ME)]);
    expect(lines.map((l) => l.type)).toEqual(['UserRegistered', 'PasswordChanged']);
    expect(lines[0].data).toMatchObject({ userId: ME, email: `${ME}@x.example`, birthDate: '1990-01-01' });
    expect(JSON.stringify({ lines, files })).not.toContain('scrypt$');
    expect(JSON.stringify({ lines, files })).not.toContain(`${OTHER}@x.example`);
    expect(files['profile.json']).toMatchObject({ id: ME, email: `${ME}@x.example`, moderation: [] });
  });

  it('names them by the username they took last', () => {
    const renamed = event('UsernameChanged', { userId: ME, username: 'taken_later', previousUsername: ME, at: 'a' }, ME);
    const { lines, files } = fold([registered(ME), renamed]);
    expect(lines.map((l) => l.type)).toEqual(['UserRegistered', 'UsernameChanged']);
    expect(files['profile.json']).toMatchObject({ id: ME, username: 'taken_later' });
  });

  it('keeps their two-factor events without the secret or the recovery codes', () => {
    const { lines } = fold([
      registered(ME),
      event('TwoFactorSetUp', { userId: ME, secret: 'TOTPSECRETBASE32', at: 'a' }, ME, `twofactor-${ME}`),
      event('TwoFactorEnabled', { userId: ME, timeStep: 1, recoveryCodeHashes: ['hash-of-code'], at: 'a' }, ME, `twofactor-${ME}`),
    ]);
    expect(lines.map((l) => l.type)).toEqual(['UserRegistered', 'TwoFactorSetUp', 'TwoFactorEnabled']);
    expect(JSON.stringify(lines)).not.toContain('TOTPSECRETBASE32');
    expect(JSON.stringify(lines)).not.toContain('hash-of-code');
  });

  it("keeps their push subscriptions' endpoints without the keys that read what is pushed", () => {
    const subscription = {
      subscriptionId: 's1',
      userId: ME,
      sessionId: 'x',
      endpoint: 'https://push.example/me',
      p256dh: 'P256DH-KEY',
      auth: 'AUTH-SECRET',
      at: 'a',
    };
    const { lines } = fold([registered(ME), event('PushSubscribed', subscription, ME, 'pushsubscription-s1')]);
    expect(lines[1]).toMatchObject({ type: 'PushSubscribed', data: { endpoint: 'https://push.example/me' } });
    expect(JSON.stringify(lines)).not.toContain('P256DH-KEY');
    expect(JSON.stringify(lines)).not.toContain('AUTH-SECRET');
  });

  it("keeps a moderator's decision about them, without the moderator's address; an administrator's ban of someone else is not theirs", () => {
    const ban = event('UserTimedOut', { userId: ME, until: 'u', reason: 'Spam', by: ADMIN, at: 'a' }, ADMIN);
    const { lines, files } = fold([registered(ME), ban]);
    expect(lines[1]).toMatchObject({ type: 'UserTimedOut', data: { reason: 'Spam', by: ADMIN } });
    expect(lines[1].metadata).not.toHaveProperty('clientIp');
    expect(lines[0].metadata).toHaveProperty('clientIp');
    expect(files['profile.json']).toMatchObject({ moderation: [{ action: 'timeout', reason: 'Spam', until: 'u' }] });

    const admin = new PersonalArchive(ADMIN);
    admin.add(registered(ADMIN));
    const line = admin.add(event('IpBanned', { ip: '203.0.113.9', reason: 'abuse', by: ADMIN, at: 'a' }, ADMIN));
    expect(line?.data).toEqual({ reason: 'abuse', by: ADMIN, at: 'a' });
    admin.add(event('UserBanned', { userId: OTHER, reason: 'r', by: ADMIN, at: 'a' }, ADMIN));
    expect(
      admin.files(
        () => ({ id: '', username: null }),
        () => null,
        () => false,
      )['profile.json'],
    ).toMatchObject({ moderation: [] });
  });

  it("holds both sides of their conversations, not others' conversations, and drops a deleted person's messages", () => {
    const started = event('ConversationStarted', { conversationId: 'c1', participantIds: [ME, OTHER], startedBy: OTHER, at: 'a' }, OTHER);
    const { lines, files } = fold([
      started,
      event('MessageSent', { conversationId: 'c1', messageId: 'm1', senderId: OTHER, content: 'hello', at: 'a' }, OTHER),
      event('MessageSent', { conversationId: 'c1', messageId: 'm2', senderId: ME, content: 'hi', at: 'b' }, ME),
      event('MessageSent', { conversationId: 'c2', messageId: 'm3', senderId: OTHER, content: 'not yours', at: 'c' }, OTHER),
    ]);
    expect(lines.map((l) => l.type)).toEqual(['MessageSent']);
    expect(files['conversations/c1.json']).toMatchObject({
      startedBy: 'them',
      with: [{ id: OTHER, username: `name-of-${OTHER}` }],
      messages: [
        { from: { id: OTHER, username: `name-of-${OTHER}` }, content: 'hello' },
        { from: 'you', content: 'hi' },
      ],
    });
    expect(JSON.stringify(files)).not.toContain('not yours');

    const after = fold([
      started,
      event('MessageSent', { conversationId: 'c1', messageId: 'm1', senderId: OTHER, content: '', at: 'a' }, OTHER),
      event('AccountDeleted', { userId: OTHER, at: 'z' }, OTHER),
    ]);
    expect(after.files['conversations/c1.json']).toMatchObject({ with: [{ id: OTHER, username: null }], messages: [] });
  });

  it('marks a deleted story as deleted, without its file, and names the story each reply answers', () => {
    const v2 = (stored: StoredEvent): StoredEvent => ({ ...stored, metadata: { ...stored.metadata, schemaVersion: 2 } });
    const story = (storyId: string, userId: string, mediaType: 'image' | 'video') =>
      v2(
        event(
          'StoryPublished',
          { storyId, userId, mediaUrl: `/media/${storyId}.${mediaType === 'video' ? 'mp4' : 'jpg'}`, mediaType, posterUrl: null, at: '1', expiresAt: '2' },
          userId,
        ),
      );
    const reply = (messageId: string, senderId: string, storyId: string) =>
      v2(
        event(
          'MessageSent',
          {
            conversationId: 'c1',
            messageId,
            senderId,
            content: `about ${storyId}`,
            story: { storyId, mediaUrl: `/media/${storyId}.jpg`, mediaType: 'image', posterUrl: null },
            at: '3',
          },
          senderId,
        ),
      );
    const { files } = fold([
      story('mine', ME, 'video'),
      story('gone', ME, 'image'),
      story('theirs', OTHER, 'image'),
      event('StoryDeleted', { storyId: 'gone', userId: ME, at: '4' }, ME),
      event('ConversationStarted', { conversationId: 'c1', participantIds: [ME, OTHER], startedBy: OTHER, at: 'a' }, OTHER),
      reply('m1', OTHER, 'mine'),
      reply('m2', ME, 'theirs'),
    ]);
    expect(files['stories.json']).toEqual([
      { id: 'mine', mediaType: 'video', at: '1', expiresAt: '2', deletedAt: null, media: '/media/mine.mp4' },
      { id: 'gone', mediaType: 'image', at: '1', expiresAt: '2', deletedAt: '4', media: null },
    ]);
    expect((files['conversations/c1.json'] as { messages: unknown[] }).messages).toEqual([
      expect.objectContaining({ content: 'about mine', repliesToStory: { id: 'mine', yours: true } }),
      expect.objectContaining({ from: 'you', content: 'about theirs', repliesToStory: { id: 'theirs', yours: false } }),
    ]);
  });

  it('folds follows both ways, likes and saves to what they are now, and marks their removed posts and comments', () => {
    const { files } = fold([
      event('UserFollowed', { followerId: ME, followeeId: OTHER, at: '1' }, ME),
      event('UserFollowed', { followerId: OTHER, followeeId: ME, at: '2' }, OTHER),
      event('UserFollowed', { followerId: 'x', followeeId: ME, at: '3' }, 'x'),
      event('UserUnfollowed', { followerId: 'x', followeeId: ME, at: '4' }, 'x'),
      event('UserFollowed', { followerId: OTHER, followeeId: 'y', at: '5' }, OTHER),
      event('PostLiked', { postId: 'p9', userId: ME, at: '6' }, ME),
      event('PostLiked', { postId: 'p8', userId: ME, at: '6' }, ME),
      event('PostUnliked', { postId: 'p8', userId: ME, at: '7' }, ME),
      event('PostLiked', { postId: 'p9', userId: OTHER, at: '6' }, OTHER),
      event(
        'PostPublished',
        { postId: 'p1', userId: ME, mediaUrl: '/media/a.jpg', mediaType: 'image', caption: 'c', location: '', hashtags: [], publishedAt: '8' },
        ME,
      ),
      event(
        'PostEdited',
        { postId: 'p1', userId: ME, caption: 'c2', location: 'L', alt: ['a'], hashtags: [], mentions: [], newMentions: [], editedAt: '8.5' },
        ME,
      ),
      event('PostBanned', { postId: 'p1', by: ADMIN, reason: 'nope', at: '9' }, ADMIN),
      album('p2', ['/media/b.jpg', '/media/c.mp4'], ['A boat', '']),
      event('CommentAdded', { postId: 'p9', commentId: 'k1', userId: ME, content: 'nice', at: '10' }, ME),
      event('CommentDeleted', { postId: 'p9', commentId: 'k1', by: OTHER, at: '11' }, OTHER),
    ]);
    expect(files['follows.json']).toEqual({
      following: [{ id: OTHER, username: `name-of-${OTHER}`, since: '1' }],
      followers: [{ id: OTHER, username: `name-of-${OTHER}`, since: '2' }],
    });
    expect(files['likes.json']).toEqual([{ postId: 'p9', likedAt: '6', postUrl: '/post/p9', postDeleted: false }]);
    expect(files['posts.json']).toEqual([
      expect.objectContaining({
        id: 'p1',
        caption: 'c2',
        location: 'L',
        editedAt: '8.5',
        banned: { reason: 'nope', at: '9' },
        media: '/media/a.jpg',
        items: [{ media: '/media/a.jpg', type: 'image', alt: 'a' }],
      }),
      expect.objectContaining({
        id: 'p2',
        media: '/media/b.jpg',
        items: [
          { media: '/media/b.jpg', type: 'image', alt: 'A boat' },
          { media: '/media/c.mp4', type: 'video', alt: '' },
        ],
      }),
    ]);
    expect(files['comments.json']).toEqual([expect.objectContaining({ id: 'k1', content: 'nice', deletedAt: '11' })]);
  });
});
