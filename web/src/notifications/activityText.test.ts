import { describe, expect, it } from 'vitest';
import { activitySection, activityText } from './activityText';

const people = (...names: string[]) => names.map((username) => ({ username }));
const entry = (type: string, fields: Partial<Parameters<typeof activityText>[0]> = {}) => ({
  type,
  actorsCount: 1,
  actors: people('alice'),
  post: { id: 'p1' },
  comment: null,
  ...fields,
});
const sentence = (parts: ReturnType<typeof activityText>) =>
  [parts.name, parts.others, ' ', parts.action, parts.quote ? ` ${parts.quote}` : ''].join('').trim();

describe('what an Activity row says', () => {
  it('names the latest person and counts the others, with the right plural', () => {
    expect(sentence(activityText(entry('like')))).toBe('alice liked your post.');
    expect(sentence(activityText(entry('like', { actorsCount: 2, actors: people('alice', 'bob') })))).toBe('alice and 1 other liked your post.');
    expect(sentence(activityText(entry('like', { actorsCount: 4, actors: people('alice', 'bob', 'cyd') })))).toBe('alice and 3 others liked your post.');
  });

  it('quotes the comment for what a comment did', () => {
    const comment = { content: 'nice!' };
    expect(sentence(activityText(entry('comment', { actors: people('bob'), comment })))).toBe('bob commented: nice!');
    expect(sentence(activityText(entry('reply', { actors: people('cyd'), comment })))).toBe('cyd replied to your comment: nice!');
    expect(sentence(activityText(entry('mention', { actors: people('dan'), comment })))).toBe('dan mentioned you in a comment: nice!');
    expect(sentence(activityText(entry('mention', { actors: people('dan') })))).toBe('dan mentioned you in a post.');
    expect(sentence(activityText(entry('mention', { actors: people('dan'), post: null })))).toBe('dan mentioned you in their bio.');
  });

  it('tells of follows and of what moderators did', () => {
    expect(sentence(activityText(entry('follow', { actors: people('eve'), post: null })))).toBe('eve started following you.');
    expect(sentence(activityText(entry('follow_request', { actors: people('fay'), post: null })))).toBe('fay requested to follow you.');
    expect(sentence(activityText(entry('follow_accept', { actors: people('gus'), post: null })))).toBe('gus accepted your follow request.');
    expect(sentence(activityText(entry('report_update', { actors: [], actorsCount: 0, post: null, detail: 'resolved' })))).toBe('Your report was resolved.');
    expect(sentence(activityText(entry('appeal_decision', { actors: [], actorsCount: 0, post: null, detail: 'overturned' })))).toBe(
      'Your appeal was decided: the decision was overturned.',
    );
  });
});

describe('the sections of Activity', () => {
  const now = new Date(2026, 2, 10, 15, 0).getTime();
  it('puts a time in Today, This week or Earlier by the viewer’s calendar', () => {
    expect(activitySection(new Date(2026, 2, 10, 0, 5).toISOString(), now)).toBe('Today');
    expect(activitySection(new Date(2026, 2, 9, 23, 55).toISOString(), now)).toBe('This week');
    expect(activitySection(new Date(2026, 2, 4, 1, 0).toISOString(), now)).toBe('This week');
    expect(activitySection(new Date(2026, 2, 3, 23, 0).toISOString(), now)).toBe('Earlier');
  });
});
