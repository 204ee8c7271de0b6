import { describe, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import { followDecider } from './decider';

const spec = deciderSpecification(followDecider);
const at = '2026-06-15T12:00:00.000Z';
const data = { followerId: 'a', followeeId: 'b', at };
const toggle = (followeePrivate = false) => ({ type: 'ToggleFollow' as const, ...data, followeePrivate });

describe('follow decider', () => {
  it('follows', () =>
    spec
      .given([])
      .when(toggle())
      .thenEmits([{ type: 'UserFollowed', data }]));
  it('unfollows', () =>
    spec
      .given([{ type: 'UserFollowed', data }])
      .when(toggle())
      .thenEmits([{ type: 'UserUnfollowed', data }]));
  it('refuses to follow yourself', () =>
    spec.given([]).when({ type: 'ToggleFollow', followerId: 'a', followeeId: 'a', followeePrivate: false, at }).thenRefuses('You cannot follow yourself'));

  describe('private accounts', () => {
    it('asks to follow a private account', () =>
      spec
        .given([])
        .when(toggle(true))
        .thenEmits([{ type: 'FollowRequested', data }]));
    it('withdraws the request when toggled again', () =>
      spec
        .given([{ type: 'FollowRequested', data }])
        .when(toggle(true))
        .thenEmits([{ type: 'FollowRequestWithdrawn', data }]));
    it('unfollows a private account one already follows', () =>
      spec
        .given([{ type: 'UserFollowed', data }])
        .when(toggle(true))
        .thenEmits([{ type: 'UserUnfollowed', data }]));
    it('asks again after a decline', () =>
      spec
        .given([
          { type: 'FollowRequested', data },
          { type: 'FollowRequestDeclined', data },
        ])
        .when(toggle(true))
        .thenEmits([{ type: 'FollowRequested', data }]));
    it('approving a request makes a follow', () =>
      spec
        .given([{ type: 'FollowRequested', data }])
        .when({ type: 'ApproveFollowRequest', ...data })
        .thenEmits([
          { type: 'FollowRequestApproved', data },
          { type: 'UserFollowed', data },
        ]));
    it('an approved request is a follow', () =>
      spec
        .given([
          { type: 'FollowRequested', data },
          { type: 'FollowRequestApproved', data },
          { type: 'UserFollowed', data },
        ])
        .when(toggle(true))
        .thenEmits([{ type: 'UserUnfollowed', data }]));
    it('declines a request', () =>
      spec
        .given([{ type: 'FollowRequested', data }])
        .when({ type: 'DeclineFollowRequest', ...data })
        .thenEmits([{ type: 'FollowRequestDeclined', data }]));
    it('refuses to approve or decline a request that does not exist', () => {
      spec
        .given([])
        .when({ type: 'ApproveFollowRequest', ...data })
        .thenRefuses('Follow request not found');
      spec
        .given([{ type: 'UserFollowed', data }])
        .when({ type: 'DeclineFollowRequest', ...data })
        .thenRefuses('Follow request not found');
      spec
        .given([
          { type: 'FollowRequested', data },
          { type: 'FollowRequestWithdrawn', data },
        ])
        .when({ type: 'ApproveFollowRequest', ...data })
        .thenRefuses('Follow request not found');
    });
  });

  describe('a block severs it', () => {
    it('ends a follow', () =>
      spec
        .given([{ type: 'UserFollowed', data }])
        .when({ type: 'SeverFollow', ...data, by: 'b' })
        .thenEmits([{ type: 'UserUnfollowed', data }]));
    it('declines a request to the blocker', () =>
      spec
        .given([{ type: 'FollowRequested', data }])
        .when({ type: 'SeverFollow', ...data, by: 'b' })
        .thenEmits([{ type: 'FollowRequestDeclined', data }]));
    it("withdraws the blocker's own request", () =>
      spec
        .given([{ type: 'FollowRequested', data }])
        .when({ type: 'SeverFollow', ...data, by: 'a' })
        .thenEmits([{ type: 'FollowRequestWithdrawn', data }]));
    it('appends nothing when there is nothing between them', () =>
      spec
        .given([])
        .when({ type: 'SeverFollow', ...data, by: 'a' })
        .thenEmits([]));
  });
});
