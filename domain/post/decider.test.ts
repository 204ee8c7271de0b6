import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import { COMMENT_MAX, postDecider, validComment, type PostCommand } from './decider';
import { extractHashtags } from './hashtags';

const spec = deciderSpecification(postDecider);
const publish: PostCommand = {
  type: 'PublishPost',
  postId: 'p1',
  userId: 'u1',
  media: [{ url: '/media/p1.jpg', type: 'image', alt: ' A dog on the beach ', width: 1080, height: 1350 }],
  caption: '  Sunset at the #Beach with #friends #beach ',
  location: ' Lisbon ',
  mentions: [],
  at: '2026-06-15T12:00:00.000Z',
};

describe('post decider', () => {
  it('publishes with a trimmed caption and its hashtags', () => {
    spec
      .given([])
      .when(publish)
      .thenEmits([
        {
          type: 'PostPublished',
          data: {
            postId: 'p1',
            userId: 'u1',
            mediaUrl: '/media/p1.jpg',
            mediaType: 'image',
            posterUrl: null,
            caption: 'Sunset at the #Beach with #friends #beach',
            location: 'Lisbon',
            hashtags: ['beach', 'friends'],
            mentions: [],
            publishedAt: '2026-06-15T12:00:00.000Z',
            media: [{ url: '/media/p1.jpg', type: 'image', posterUrl: null, width: 1080, height: 1350 }],
            alts: ['A dog on the beach'],
          },
        },
      ]);
  });
  it("records a video's poster frame in the event", () => {
    const video = { url: '/media/p1.mp4', type: 'video' as const, alt: '', width: 720, height: 1280 };
    const [event] = postDecider.decide({ ...publish, media: [video] }, postDecider.initialState());
    expect(event).toMatchObject({ type: 'PostPublished', data: { mediaUrl: '/media/p1.mp4', posterUrl: '/media/p1.jpg' } });
  });
  it('publishes an album in order, the first item standing for the post', () => {
    const photo = (n: number) => ({ url: `/media/a${n}.jpg`, type: 'image' as const, alt: `Photo ${n}`, width: 1080, height: 1080 });
    const video = { url: '/media/v.mp4', type: 'video' as const, alt: '', width: 720, height: 1280 };
    const [event] = postDecider.decide({ ...publish, media: [video, photo(2), photo(3)] }, postDecider.initialState());
    expect(event.type === 'PostPublished' && event.data).toMatchObject({
      mediaUrl: '/media/v.mp4',
      mediaType: 'video',
      posterUrl: '/media/v.jpg',
      media: [{ url: '/media/v.mp4', posterUrl: '/media/v.jpg' }, { url: '/media/a2.jpg', posterUrl: null }, { url: '/media/a3.jpg' }],
      alts: ['', 'Photo 2', 'Photo 3'],
    });
  });
  it('refuses an empty album, one of more than 10 items, and an overlong alt text naming its item', () => {
    const photo = { url: '/media/a.jpg', type: 'image' as const, alt: '', width: 10, height: 10 };
    spec
      .given([])
      .when({ ...publish, media: [] })
      .thenRefuses('Please choose a photo or video');
    spec
      .given([])
      .when({ ...publish, media: Array.from({ length: 11 }, () => photo) })
      .thenRefuses('A post can have at most 10 photos or videos');
    spec
      .given([])
      .when({ ...publish, media: Array.from({ length: 10 }, () => photo) })
      .thenEmits([expect.objectContaining({ type: 'PostPublished' })]);
    spec
      .given([])
      .when({ ...publish, media: [photo, photo, { ...photo, alt: 'a'.repeat(1001) }] })
      .thenRefuses('Alt text of photo 3 must be at most 1,000 characters');
    spec
      .given([])
      .when({ ...publish, media: [photo, { ...photo, type: 'video', alt: 'line\nbreak' }] })
      .thenRefuses('Alt text of video 2 cannot contain line breaks or control characters');
  });
  it('refuses an overlong caption', () => {
    spec
      .given([])
      .when({ ...publish, caption: 'x'.repeat(2201) })
      .thenRefuses('Caption must be at most 2200 characters');
  });
  it('refuses to publish the same post twice', () => {
    const [published] = postDecider.decide(publish, postDecider.initialState());
    spec.given([published]).when(publish).thenRefuses('This post already exists');
  });
  it('extracts unicode hashtags', () => {
    expect(extractHashtags('#café and #日本 and #a_b!')).toEqual(['café', '日本', 'a_b']);
  });
});

describe('post decider: deletion, comments and bans', () => {
  const at = '2026-06-16T09:00:00.000Z';
  const [published] = postDecider.decide(publish, postDecider.initialState());
  const comment = { type: 'CommentAdded' as const, data: { postId: 'p1', commentId: 'c1', userId: 'u2', content: 'Nice!', parentId: null, mentions: [], at } };
  const deleted = { type: 'PostDeleted' as const, data: { postId: 'p1', userId: 'u1', by: 'u1', at } };
  const banned = { type: 'PostBanned' as const, data: { postId: 'p1', by: 'admin', reason: 'Spam', at } };
  const del = (actorId: string, actorIsAdmin = false): PostCommand => ({ type: 'DeletePost', postId: 'p1', actorId, actorIsAdmin, at });
  const addComment = (content: string, parentId: string | null = null): PostCommand => ({
    type: 'AddComment',
    postId: 'p1',
    commentId: 'c2',
    userId: 'u3',
    content,
    parentId,
    mentions: [],
    at,
  });
  const delComment = (actorId: string, actorIsAdmin = false): PostCommand => ({
    type: 'DeleteComment',
    postId: 'p1',
    commentId: 'c1',
    actorId,
    actorIsAdmin,
    at,
  });

  it('lets the author delete their post', () => spec.given([published]).when(del('u1')).thenEmits([deleted]));
  it('lets an admin delete anyone’s post', () =>
    spec
      .given([published])
      .when(del('admin', true))
      .thenEmits([{ type: 'PostDeleted', data: { postId: 'p1', userId: 'u1', by: 'admin', at } }]));
  it('refuses someone else deleting the post', () => spec.given([published]).when(del('u2')).thenRefuses('Admin privileges required'));
  it('refuses to delete a post that does not exist or is already deleted', () => {
    spec.given([]).when(del('u1')).thenRefuses('Post not found');
    spec.given([published, deleted]).when(del('u1')).thenRefuses('Post not found');
  });

  it('adds a trimmed comment', () =>
    spec
      .given([published])
      .when(addComment('  So good <b>!</b> '))
      .thenEmits([
        { type: 'CommentAdded', data: { postId: 'p1', commentId: 'c2', userId: 'u3', content: 'So good <b>!</b>', parentId: null, mentions: [], at } },
      ]));
  it('refuses an empty or overlong comment', () => {
    spec.given([published]).when(addComment('   ')).thenRefuses('Comment cannot be empty');
    spec
      .given([published])
      .when(addComment('x'.repeat(2201)))
      .thenRefuses('Comment must be at most 2200 characters');
  });
  it('accepts a comment of exactly 2200 characters', () =>
    spec
      .given([published])
      .when(addComment('é'.repeat(2200)))
      .thenEmits([
        { type: 'CommentAdded', data: { postId: 'p1', commentId: 'c2', userId: 'u3', content: 'é'.repeat(2200), parentId: null, mentions: [], at } },
      ]));
  it('refuses a comment on a missing, deleted or banned post', () => {
    spec.given([]).when(addComment('hi')).thenRefuses('Post not found');
    spec.given([published, deleted]).when(addComment('hi')).thenRefuses('Post not found');
    spec.given([published, banned]).when(addComment('hi')).thenRefuses('Post not found');
  });

  it('attaches a reply to its top comment, also when it answers a reply', () => {
    spec
      .given([published, comment])
      .when(addComment('@u2 agreed', 'c1'))
      .thenEmits([{ type: 'CommentAdded', data: { postId: 'p1', commentId: 'c2', userId: 'u3', content: '@u2 agreed', parentId: 'c1', mentions: [], at } }]);
    const reply = { type: 'CommentAdded' as const, data: { ...comment.data, commentId: 'r1', parentId: 'c1' } };
    const [event] = postDecider.decide(addComment('me too', 'r1'), [published, comment, reply].reduce(postDecider.evolve, postDecider.initialState()));
    expect(event).toMatchObject({ type: 'CommentAdded', data: { parentId: 'c1' } });
  });
  it('refuses a reply to a comment that is gone, and to the replies of a deleted comment', () => {
    const gone = { type: 'CommentDeleted' as const, data: { postId: 'p1', commentId: 'c1', by: 'u2', at } };
    const reply = { type: 'CommentAdded' as const, data: { ...comment.data, commentId: 'r1', parentId: 'c1' } };
    spec.given([published]).when(addComment('hi', 'c9')).thenRefuses('Comment not found');
    spec.given([published, comment, gone]).when(addComment('hi', 'c1')).thenRefuses('Comment not found');
    spec.given([published, comment, reply, gone]).when(addComment('hi', 'r1')).thenRefuses('Comment not found');
  });
  it('records whom a comment mentions once each, and refuses more than 20', () => {
    const [event] = postDecider.decide(
      { ...addComment('@a @b'), mentions: ['u5', 'u6', 'u5'] } as PostCommand,
      [published].reduce(postDecider.evolve, postDecider.initialState()),
    );
    expect(event).toMatchObject({ data: { mentions: ['u5', 'u6'] } });
    const many = Array.from({ length: 21 }, (_, i) => `@u${i}`).join(' ');
    spec.given([published]).when(addComment(many)).thenRefuses('You can mention at most 20 people.');
    spec
      .given([])
      .when({ ...publish, caption: many })
      .thenRefuses('You can mention at most 20 people.');
  });

  it('lets the comment’s author, the post’s author and an admin delete a comment', () => {
    for (const [actor, admin] of [
      ['u2', false],
      ['u1', false],
      ['admin', true],
    ] as const)
      spec
        .given([published, comment])
        .when(delComment(actor, admin))
        .thenEmits([{ type: 'CommentDeleted', data: { postId: 'p1', commentId: 'c1', by: actor, at } }]);
  });
  it('refuses anyone else deleting a comment, and a comment already gone', () => {
    spec.given([published, comment]).when(delComment('u3')).thenRefuses('You can only delete your own comments');
    const gone = { type: 'CommentDeleted' as const, data: { postId: 'p1', commentId: 'c1', by: 'u2', at } };
    spec.given([published, comment, gone]).when(delComment('u2')).thenRefuses('Comment not found');
  });

  it('lets only an admin ban and unban, once each', () => {
    const ban = (actorIsAdmin: boolean): PostCommand => ({ type: 'BanPost', postId: 'p1', reason: ' Spam ', actorId: 'admin', actorIsAdmin, at });
    const unban = (actorIsAdmin: boolean): PostCommand => ({ type: 'UnbanPost', postId: 'p1', actorId: 'admin', actorIsAdmin, at });
    spec.given([published]).when(ban(true)).thenEmits([banned]);
    spec.given([published]).when(ban(false)).thenRefuses('Admin privileges required');
    spec.given([published, banned]).when(ban(true)).thenRefuses('This post is already banned');
    spec
      .given([published, banned])
      .when(unban(true))
      .thenEmits([{ type: 'PostUnbanned', data: { postId: 'p1', by: 'admin', at } }]);
    spec.given([published, banned]).when(unban(false)).thenRefuses('Admin privileges required');
    spec.given([published]).when(unban(true)).thenRefuses('This post is not banned');
  });
});

describe('comment text, for any input', () => {
  const REFUSALS = [
    'Comment cannot be empty',
    'Comment must be at most 2200 characters',
    'Comment cannot contain control characters',
    'Comment cannot have more than 4 accents or marks on one character',
  ];
  it('is kept normalized and trimmed when it has 1 to 2200 characters, and refused with a clear message otherwise', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 2300 }), (content) => {
        let kept: string;
        try {
          kept = validComment(content);
        } catch (error) {
          expect(REFUSALS).toContain((error as Error).message);
          return;
        }
        expect(kept).toBe(kept.normalize('NFC'));
        expect(kept).toBe(kept.trim());
        expect([...kept].length).toBeGreaterThanOrEqual(1);
        expect([...kept].length).toBeLessThanOrEqual(COMMENT_MAX);
        // What the person wrote, but for the ends: nothing inside is dropped or changed.
        expect(content.replace(/\r\n?/g, '\n').normalize('NFC')).toContain(kept);
      }),
    );
  });
});
