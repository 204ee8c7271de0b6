import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import type { EventOf } from '../events';
import { postDecider, type PostCommand } from './decider';

const spec = deciderSpecification(postDecider);
const at = '2026-06-16T09:00:00.000Z';
const published: EventOf<'PostPublished'> = {
  type: 'PostPublished',
  data: {
    postId: 'p1',
    userId: 'u1',
    mediaUrl: '/media/p1.jpg',
    mediaType: 'image',
    posterUrl: null,
    caption: 'Sunset with @bo #beach',
    location: 'Lisbon',
    hashtags: ['beach'],
    mentions: ['u2'],
    publishedAt: '2026-06-15T12:00:00.000Z',
    media: [{ url: '/media/p1.jpg', type: 'image', posterUrl: null, width: 1080, height: 1350 }],
    alts: [''],
  },
};
const album: EventOf<'PostPublished'> = {
  ...published,
  data: {
    ...published.data,
    media: [published.data.media[0], { url: '/media/p1b.mp4', type: 'video', posterUrl: '/media/p1b.poster.jpg', width: 720, height: 1280 }],
    alts: ['A beach', ''],
  },
};
const edit = (fields: Partial<Extract<PostCommand, { type: 'EditPost' }>>): PostCommand => ({
  type: 'EditPost',
  postId: 'p1',
  actorId: 'u1',
  mentions: [],
  at,
  ...fields,
});
const edited = (data: Partial<EventOf<'PostEdited'>['data']>): EventOf<'PostEdited'> => ({
  type: 'PostEdited',
  data: {
    postId: 'p1',
    userId: 'u1',
    caption: 'Sunset with @bo #beach',
    location: 'Lisbon',
    alt: [''],
    hashtags: ['beach'],
    mentions: ['u2'],
    newMentions: [],
    editedAt: at,
    ...data,
  },
});

describe('post decider: edits', () => {
  it('records the whole new text, its hashtags, and only the people newly mentioned', () =>
    spec
      .given([published])
      .when(edit({ caption: '  Sunrise with @bo and @cy #sea #Sea ', mentions: ['u2', 'u3', 'u3'] }))
      .thenEmits([edited({ caption: 'Sunrise with @bo and @cy #sea #Sea', hashtags: ['sea'], mentions: ['u2', 'u3'], newMentions: ['u3'] })]));

  it('keeps the caption and its mentions when only the location or alt text changes', () => {
    spec
      .given([published])
      .when(edit({ location: ' Porto ' }))
      .thenEmits([edited({ location: 'Porto' })]);
    spec
      .given([published])
      .when(edit({ alt: [' Two people on a beach '] }))
      .thenEmits([edited({ alt: ['Two people on a beach'] })]);
  });

  it('appends nothing for an edit that changes nothing', () => {
    spec.given([published]).when(edit({})).thenEmits([]);
    spec
      .given([published])
      .when(edit({ caption: ' Sunset with @bo #beach ', location: 'Lisbon', alt: [''], mentions: ['u2'] }))
      .thenEmits([]);
    spec
      .given([published, edited({ location: 'Porto' })])
      .when(edit({ location: 'Porto' }))
      .thenEmits([]);
  });

  it('compares with the latest version: someone mentioned again after being left out is new again', () =>
    spec
      .given([published, edited({ caption: 'Sunset', hashtags: [], mentions: [] })])
      .when(edit({ caption: 'Sunset with @bo', mentions: ['u2'] }))
      .thenEmits([edited({ caption: 'Sunset with @bo', hashtags: [], mentions: ['u2'], newMentions: ['u2'] })]));

  it('refuses anyone but the author, admins included', () => {
    spec
      .given([published])
      .when(edit({ actorId: 'u2', caption: 'Mine now' }))
      .thenRefuses('Only the author can edit this post.');
    spec
      .given([published])
      .when(edit({ actorId: 'admin', caption: 'Mine now' }))
      .thenRefuses('Only the author can edit this post.');
  });

  it('refuses a missing, deleted or banned post', () => {
    spec
      .given([])
      .when(edit({ caption: 'x' }))
      .thenRefuses('Post not found');
    spec
      .given([published, { type: 'PostDeleted', data: { postId: 'p1', userId: 'u1', by: 'u1', at } }])
      .when(edit({ caption: 'x' }))
      .thenRefuses('Post not found');
    spec
      .given([published, { type: 'PostBanned', data: { postId: 'p1', by: 'admin', reason: 'Spam', at } }])
      .when(edit({ caption: 'x' }))
      .thenRefuses('Post not found');
  });

  it('validates as publishing does', () => {
    spec
      .given([published])
      .when(edit({ caption: 'x'.repeat(2201) }))
      .thenRefuses('Caption must be at most 2200 characters');
    spec
      .given([published])
      .when(edit({ location: 'x'.repeat(101) }))
      .thenRefuses('Location must be at most 100 characters');
    spec
      .given([published])
      .when(edit({ caption: Array.from({ length: 21 }, (_, i) => `@u${i}`).join(' ') }))
      .thenRefuses('You can mention at most 20 people.');
  });

  it('wants one alt text per item, each at most 1,000 characters, naming the item', () => {
    spec
      .given([published])
      .when(edit({ alt: ['a', 'b'] }))
      .thenRefuses('Alt text must have one entry per item (1)');
    spec
      .given([published])
      .when(edit({ alt: [] }))
      .thenRefuses('Alt text must have one entry per item (1)');
    spec
      .given([published])
      .when(edit({ alt: ['x'.repeat(1001)] }))
      .thenRefuses('Alt text of photo 1 must be at most 1,000 characters');
    spec
      .given([album])
      .when(edit({ alt: ['A beach', 'x'.repeat(1001)] }))
      .thenRefuses('Alt text of video 2 must be at most 1,000 characters');
    spec
      .given([album])
      .when(edit({ alt: ['A beach'] }))
      .thenRefuses('Alt text must have one entry per item (2)');
    spec
      .given([album])
      .when(edit({ alt: ['A beach', 'Waves'] }))
      .thenEmits([edited({ alt: ['A beach', 'Waves'] })]);
    const [event] = postDecider.decide(edit({ alt: ['é'.repeat(1000)] }), postDecider.evolve(postDecider.initialState(), published));
    expect(event).toMatchObject({ data: { alt: ['é'.repeat(1000)] } });
  });
});
