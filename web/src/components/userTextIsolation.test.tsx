import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FollowRow } from '../routes/FollowList';
import { Comment } from './Comment';

/**
 * The page as a browser receives it: each name beside a badge sits in its own <bdi>, so a
 * right-to-left name (or one that tries to reorder its surroundings) cannot carry the badge
 * into itself or swap places with it, and each text a person wrote takes its direction from
 * itself (dir="auto"), not from what comes before it.
 */
const render = (element: ReactElement) =>
  renderToStaticMarkup(
    <IntlProvider locale="en" defaultLocale="en">
      <MemoryRouter>{element}</MemoryRouter>
    </IntlProvider>,
  );
const RTL_NAME = 'نيمدا';

describe('user text in the page', () => {
  it('isolates a commenter’s name from the admin badge after it, and the comment from both', () => {
    const html = render(
      <Comment
        comment={{
          id: 'c1',
          content: 'مرحبا بالجميع',
          createdAt: '2026-11-24T00:00:00.000Z',
          parentId: null,
          repliesCount: 0,
          likesCount: 0,
          isLiked: false,
          user: { id: 'u1', username: RTL_NAME, avatar: null, isAdmin: true, isMascot: false },
        }}
      />,
    );
    expect(html).toMatch(new RegExp(`<a [^>]*class="comment__user"[^>]*><bdi>${RTL_NAME}</bdi></a><span class="badge badge--admin">admin</span>`));
    expect(html).toContain('<span class="comment__content" dir="auto">مرحبا بالجميع</span>');
  });

  it('isolates the mascot’s name from its badge', () => {
    const html = render(
      <Comment
        comment={{
          id: 'c2',
          content: 'Nice!',
          createdAt: '2026-11-24T00:00:00.000Z',
          parentId: null,
          repliesCount: 0,
          likesCount: 0,
          isLiked: false,
          user: { id: 'm', username: 'mascot', avatar: null, isAdmin: false, isMascot: true },
        }}
      />,
    );
    expect(html).toMatch(/<bdi>mascot<\/bdi><\/a><span class="badge badge--mascot"/);
  });

  it('isolates a name and full name in a follower list beside the admin badge, and lets the bio set its own direction', () => {
    const html = render(<FollowRow user={{ id: 'u2', username: RTL_NAME, fullName: 'אנה לוי', bio: 'צלמת', avatar: null, isAdmin: true, postsCount: 3 }} />);
    expect(html).toContain(`<span class="follow-row__name"><bdi>${RTL_NAME}</bdi> <span class="badge badge--admin">admin</span></span>`);
    expect(html).toContain('<bdi class="follow-row__fullname">אנה לוי</bdi>');
    expect(html).toContain('<span class="follow-row__bio" dir="auto">צלמת</span>');
  });
});
