import { readFileSync } from 'node:fs';
import { createIntl } from 'react-intl';
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
const english = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });
type Shown = Parameters<typeof activityText>[0];
/** The row's words as a person reads them: the name and the words quoted filled in. */
const say = (intl: typeof english, entry: Shown) => {
  const { message, values } = activityText(entry);
  const text = intl.formatMessage(message, { ...values, name: () => entry.actors[0]?.username ?? '', quote: () => entry.comment?.content ?? '' });
  return (Array.isArray(text) ? text.join('') : String(text)).trim();
};
const sentence = (entry: Shown) => say(english, entry);

describe('what an Activity row says', () => {
  it('names the latest person and counts the others, with the right plural', () => {
    expect(sentence(entry('like'))).toBe('alice liked your post.');
    expect(sentence(entry('like', { actorsCount: 2, actors: people('alice', 'bob') }))).toBe('alice and 1 other liked your post.');
    expect(sentence(entry('like', { actorsCount: 4, actors: people('alice', 'bob', 'cyd') }))).toBe('alice and 3 others liked your post.');
  });

  it('quotes the comment for what a comment did', () => {
    const comment = { content: 'nice!' };
    expect(sentence(entry('comment', { actors: people('bob'), comment }))).toBe('bob commented: nice!');
    expect(sentence(entry('reply', { actors: people('cyd'), comment }))).toBe('cyd replied to your comment: nice!');
    expect(sentence(entry('mention', { actors: people('dan'), comment }))).toBe('dan mentioned you in a comment: nice!');
    expect(sentence(entry('mention', { actors: people('dan') }))).toBe('dan mentioned you in a post.');
    expect(sentence(entry('mention', { actors: people('dan'), post: null }))).toBe('dan mentioned you in their bio.');
  });

  it('tells of follows and of what moderators did', () => {
    expect(sentence(entry('follow', { actors: people('eve'), post: null }))).toBe('eve started following you.');
    expect(sentence(entry('follow_request', { actors: people('fay'), post: null }))).toBe('fay requested to follow you.');
    expect(sentence(entry('follow_accept', { actors: people('gus'), post: null }))).toBe('gus accepted your follow request.');
    expect(sentence(entry('report_update', { actors: [], actorsCount: 0, post: null, detail: 'resolved' }))).toBe('Your report was resolved.');
    expect(sentence(entry('appeal_decision', { actors: [], actorsCount: 0, post: null, detail: 'overturned' }))).toBe(
      'Your appeal was decided: the decision was overturned.',
    );
  });
});

describe('the sections of Activity', () => {
  const now = new Date(2026, 2, 10, 15, 0).getTime();
  it('puts a time in Today, This week or Earlier by the viewer’s calendar', () => {
    expect(activitySection(new Date(2026, 2, 10, 0, 5).toISOString(), now)).toBe('today');
    expect(activitySection(new Date(2026, 2, 9, 23, 55).toISOString(), now)).toBe('thisWeek');
    expect(activitySection(new Date(2026, 2, 4, 1, 0).toISOString(), now)).toBe('thisWeek');
    expect(activitySection(new Date(2026, 2, 3, 23, 0).toISOString(), now)).toBe('earlier');
  });
});

describe('an Activity row in Spanish and Arabic', () => {
  const catalogue = (language: string) => JSON.parse(readFileSync(new URL(`../i18n/messages/${language}.json`, import.meta.url), 'utf8'));
  it('says who and how many others with the language’s plurals', () => {
    const spanish = createIntl({ locale: 'es', defaultLocale: 'en', messages: catalogue('es') });
    expect(say(spanish, entry('like', { actorsCount: 3, actors: people('alice', 'bob') }))).toBe('A alice y 2 personas más les gustó tu publicación.');
    expect(say(spanish, entry('comment', { comment: { content: '¡qué bien!' } }))).toBe('alice comentó: ¡qué bien!');
    const arabic = createIntl({ locale: 'ar', defaultLocale: 'en', messages: catalogue('ar') });
    expect(say(arabic, entry('follow', { actorsCount: 3, actors: people('alice', 'bob'), post: null }))).toBe('بدأ alice وشخصان آخران بمتابعتك.');
  });
});
