import { describe, expect, it } from 'vitest';
import type { NotificationView } from '../../projections/queries/notificationQueries';
import type { UserView } from '../../projections/queries/types';
import { messagePush, notificationPush } from './pushText';

const person = (id: string, avatar: string | null = null) => ({ id, username: id, avatar }) as UserView;
const entry = (fields: Partial<NotificationView>): NotificationView => ({
  id: 'e1',
  type: 'like',
  actors: [person('bob')],
  actorsCount: 1,
  post: { id: 'p1' } as NotificationView['post'],
  comment: null,
  createdAt: '2026-11-25T01:00:00.000Z',
  read: false,
  detail: null,
  ...fields,
});

describe('what a push says and opens', () => {
  it('names the person whose doing caused it first, with the others counted, as Activity does', () => {
    const likes = entry({ id: 'like:p1:2026-11-25', actors: [person('cyd'), person('bob', '/media/bob.jpg')], actorsCount: 3 });
    expect(notificationPush(likes, 'bob', 'en')).toEqual({
      title: 'Glimpse',
      body: 'bob and 2 others liked your post.',
      url: '/post/p1',
      tag: 'like:p1',
      icon: '/media/bob.jpg',
      kind: 'like',
    });
  });

  it('quotes a comment, shortened, and opens its post', () => {
    const long = 'x'.repeat(200);
    const push = notificationPush(entry({ type: 'comment', comment: { id: 'c1', content: long } }), 'bob', 'en');
    expect(push.body).toBe(`bob commented: ${'x'.repeat(119)}…`);
    expect(push).toMatchObject({ url: '/post/p1', tag: 'e1' });
    expect(notificationPush(entry({ type: 'comment_like', comment: { id: 'c1', content: 'hi' } }), 'bob', 'en')).toMatchObject({
      body: 'bob liked your comment: hi',
      tag: 'comment_like:c1',
    });
  });

  it('opens the person for a follow, the requests for a request, and the reports for a report or an appeal', () => {
    expect(notificationPush(entry({ type: 'follow', post: null }), 'bob', 'en')).toMatchObject({ body: 'bob started following you.', url: '/profile/bob' });
    expect(notificationPush(entry({ type: 'follow_request', post: null }), 'bob', 'en')).toMatchObject({ url: '/follow-requests' });
    expect(notificationPush(entry({ type: 'mention', post: null }), 'bob', 'en').body).toBe('bob mentioned you in their bio.');
    const report = entry({ type: 'report_update', actors: [], actorsCount: 0, post: null, detail: 'resolved' });
    expect(notificationPush(report, null, 'en')).toMatchObject({ body: 'Your report was resolved.', url: '/reports', icon: '/icons/icon-192.png' });
    const appeal = entry({ type: 'appeal_decision', actors: [], actorsCount: 0, post: null, detail: 'overturned' });
    expect(notificationPush(appeal, null, 'en').body).toBe('Your appeal was decided: the decision was overturned.');
  });

  it('speaks the person’s language, in Activity’s words', () => {
    const likes = entry({ actors: [person('bob')], actorsCount: 3 });
    expect(notificationPush(likes, 'bob', 'es').body).toBe('A bob y 2 personas más les gustó tu publicación.');
    expect(notificationPush(entry({ type: 'comment', comment: { id: 'c1', content: 'hola' } }), 'bob', 'es').body).toBe('bob comentó: hola');
    expect(notificationPush(entry({ type: 'follow', post: null }), 'bob', 'ar').body).toBe('بدأ bob بمتابعتك.');
    expect(messagePush({ conversationId: 'c9', content: '', story: { storyId: 's1' } }, { username: 'ann', avatar: null }, 'es').body).toBe(
      'Respondió a tu historia',
    );
  });

  it('shows a message with its sender as the title, one notification per chat', () => {
    expect(messagePush({ conversationId: 'c9', content: 'see you at 8' }, { username: 'ann', avatar: null }, 'en')).toEqual({
      title: 'ann',
      body: 'see you at 8',
      url: '/messages/c9',
      tag: 'message:c9',
      icon: '/icons/icon-192.png',
      kind: 'message',
    });
  });
});
