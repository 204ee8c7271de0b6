import { createClient } from 'graphql-ws';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { signedUpClient } from '../support/accounts';
import { appendsNothing } from '../support/appendsNothing';
import { HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { signUpAs } from '../support/people';
import { subscriptionsOf, until } from '../support/until';
import { useTestServer } from '../support/useTestServer';

type Person = { client: HttpClient; id: string };

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('replies, comment likes and likers', () => {
  const server = useTestServer();
  let ann: Person;
  let bob: Person;
  let cyd: Person;
  let postId: string;
  let otherPostId: string;

  const publish = async (person: Person) =>
    (await person.client.multipart('/api/posts', { media: { bytes: await phonePhoto(), name: 'p.jpg', type: 'image/jpeg' }, caption: 'hello' })).body
      .id as string;
  const comment = async (person: Person, content: string, parentId?: unknown, post = postId) =>
    person.client.json(`/api/posts/${post}/comments`, 'POST', { content, ...(parentId === undefined ? {} : { parentId }) });
  const refused = (status: number, message: string) => ({ status, body: { message } });

  beforeAll(async () => {
    [ann, bob, cyd] = [await signedUpClient(server.url, 'ann'), await signedUpClient(server.url, 'bob'), await signedUpClient(server.url, 'cyd')];
    postId = await publish(ann);
    otherPostId = await publish(ann);
  });

  it('threads a reply under its top comment, also one answering a reply, over REST and GraphQL', async () => {
    const top = await comment(bob, 'Lovely');
    expect(top).toMatchObject({ status: 201, body: { content: 'Lovely', parentId: null, repliesCount: 0, likesCount: 0, isLiked: false } });
    const reply = await comment(cyd, '@bob agreed', top.body.id);
    expect(reply).toMatchObject({ status: 201, body: { parentId: top.body.id, user: { username: 'cyd' } } });
    const answer = await comment(ann, '@cyd thanks', reply.body.id);
    expect(answer.body.parentId).toBe(top.body.id);

    // The old list stays complete: every comment, each naming its parent.
    const all = await ann.client.request(`/api/posts/${postId}/comments`);
    expect(all.body.map((c: { content: string; parentId: string | null }) => [c.content, c.parentId])).toEqual([
      ['Lovely', null],
      ['@bob agreed', top.body.id],
      ['@cyd thanks', top.body.id],
    ]);
    expect(all.body[0].repliesCount).toBe(2);
    expect((await ann.client.request(`/api/posts/${postId}`)).body.commentsCount).toBe(3);

    // The replies on their own, paged with X-Next-Cursor.
    const first = await ann.client.request(`/api/comments/${top.body.id}/replies?limit=1`);
    expect(first.body.map((c: { content: string }) => c.content)).toEqual(['@bob agreed']);
    const next = await ann.client.request(`/api/comments/${top.body.id}/replies?limit=1&cursor=${first.headers.get('x-next-cursor')}`);
    expect(next.body.map((c: { content: string }) => c.content)).toEqual(['@cyd thanks']);
    expect(next.headers.get('x-next-cursor')).toBeNull();

    // GraphQL: the top comments with their counts, a comment's replies on demand.
    const threads = await ann.client.graphql(
      'query($p: ID!, $c: ID!) { comments(postId: $p) { edges { node { content repliesCount } } } comment(id: $c) { replies(first: 5) { edges { node { content parentId } } } } }',
      { p: postId, c: top.body.id },
    );
    expect(threads.data.comments.edges.map((e: { node: unknown }) => e.node)).toEqual([{ content: 'Lovely', repliesCount: 2 }]);
    expect(threads.data.comment.replies.edges.map((e: { node: { content: string } }) => e.node.content)).toEqual(['@bob agreed', '@cyd thanks']);
    const added = await cyd.client.graphql('mutation($p: ID!, $c: ID!) { addComment(postId: $p, content: "again", parentId: $c) { parentId } }', {
      p: postId,
      c: reply.body.id,
    });
    expect(added.data.addComment.parentId).toBe(top.body.id);
  });

  it('refuses a reply to an unknown, deleted or elsewhere comment, and a parentId that is no id, appending nothing', async () => {
    const top = await comment(bob, 'Going soon');
    const elsewhere = await comment(bob, 'On the other post', undefined, otherPostId);
    expect((await bob.client.request(`/api/comments/${top.body.id}`, { method: 'DELETE' })).status).toBe(200);
    await appendsNothing(server.glimpse, async () => {
      expect(await comment(cyd, 'hi', UNKNOWN)).toMatchObject(refused(404, 'Comment not found'));
      expect(await comment(cyd, 'hi', top.body.id)).toMatchObject(refused(404, 'Comment not found'));
      expect(await comment(cyd, 'hi', elsewhere.body.id)).toMatchObject(refused(404, 'Comment not found'));
      for (const parentId of [42, { id: top.body.id }, [top.body.id], true])
        expect(await comment(cyd, 'hi', parentId)).toMatchObject(refused(400, 'parentId must be the id of a comment'));
      expect(await cyd.client.json(`/api/posts/${UNKNOWN}/comments`, 'POST', { content: 'hi', parentId: elsewhere.body.id })).toMatchObject(
        refused(404, 'Post not found'),
      );
      const graphql = await cyd.client.graphql('mutation($p: ID!, $c: ID!) { addComment(postId: $p, content: "hi", parentId: $c) { id } }', {
        p: postId,
        c: top.body.id,
      });
      expect(graphql.errors?.[0]).toMatchObject({ message: 'Comment not found', extensions: { code: 'NOT_FOUND' } });
    });
  });

  it('answers replies of an unknown comment 404 and a garbage cursor 400', async () => {
    const top = await comment(bob, 'Paged');
    expect(await ann.client.request(`/api/comments/${UNKNOWN}/replies`)).toMatchObject(refused(404, 'Comment not found'));
    expect(await ann.client.request(`/api/comments/${top.body.id}/replies?cursor=garbage`)).toMatchObject(refused(400, 'Invalid cursor'));
    expect(await ann.client.request(`/api/comments/${top.body.id}/replies?limit=0`)).toMatchObject(refused(400, 'first must be between 1 and 100'));
    expect((await ann.client.graphql('query($c: ID!) { comment(id: $c) { id } }', { c: UNKNOWN })).data).toEqual({ comment: null });
  });

  it('takes a top comment’s replies and their likes with it, everywhere', async () => {
    const before = (await ann.client.request(`/api/posts/${postId}`)).body.commentsCount;
    const top = await comment(bob, 'Thread');
    const reply = await comment(cyd, 'In the thread', top.body.id);
    expect((await ann.client.request(`/api/comments/${reply.body.id}/like`, { method: 'POST' })).body).toEqual({ liked: true });
    expect((await ann.client.request(`/api/posts/${postId}`)).body.commentsCount).toBe(before + 2);
    expect((await ann.client.request(`/api/comments/${top.body.id}`, { method: 'DELETE' })).status).toBe(200);
    const all = (await ann.client.request(`/api/posts/${postId}/comments`)).body.map((c: { id: string }) => c.id);
    expect(all).not.toContain(reply.body.id);
    expect((await ann.client.request(`/api/posts/${postId}`)).body.commentsCount).toBe(before);
    await appendsNothing(server.glimpse, async () => {
      expect(await ann.client.request(`/api/comments/${reply.body.id}/like`, { method: 'POST' })).toMatchObject(refused(404, 'Comment not found'));
      expect(await ann.client.request(`/api/comments/${top.body.id}/replies`)).toMatchObject(refused(404, 'Comment not found'));
    });
  });

  it('toggles a comment’s like, counted and told to the liker', async () => {
    const top = await comment(bob, 'Like me');
    expect((await cyd.client.request(`/api/comments/${top.body.id}/like`, { method: 'POST' })).body).toEqual({ liked: true });
    const liked = (await cyd.client.request(`/api/posts/${postId}/comments`)).body.find((c: { id: string }) => c.id === top.body.id);
    expect(liked).toMatchObject({ likesCount: 1, isLiked: true });
    const seenByAnn = await ann.client.graphql('query($c: ID!) { comment(id: $c) { likesCount isLiked } }', { c: top.body.id });
    expect(seenByAnn.data.comment).toEqual({ likesCount: 1, isLiked: false });
    const again = await cyd.client.graphql('mutation($c: ID!) { toggleCommentLike(commentId: $c) { liked comment { likesCount isLiked } } }', {
      c: top.body.id,
    });
    expect(again.data.toggleCommentLike).toEqual({ liked: false, comment: { likesCount: 0, isLiked: false } });
  });

  it('refuses a like of an unknown or hidden comment, across a block, or signed out, appending nothing', async () => {
    const top = await comment(bob, 'Mind the block');
    const dan = await signedUpClient(server.url, 'dan');
    expect((await dan.client.request(`/api/users/${bob.id}/block`, { method: 'POST' })).body).toEqual({ blocked: true });
    const pia = await signedUpClient(server.url, 'pia');
    const hidden = await publish(pia);
    const onHidden = await comment(pia, 'Private words', undefined, hidden);
    expect((await pia.client.json('/api/account/privacy', 'POST', { isPrivate: true })).status).toBe(200);
    // Dan blocks bob, and comments on ann's post: bob may not like it either.
    const danComment = await comment(dan, 'mine');
    await appendsNothing(server.glimpse, async () => {
      expect(await cyd.client.request(`/api/comments/${UNKNOWN}/like`, { method: 'POST' })).toMatchObject(refused(404, 'Comment not found'));
      expect(await dan.client.request(`/api/comments/${top.body.id}/like`, { method: 'POST' })).toMatchObject(refused(403, 'You cannot like this comment.'));
      expect(await bob.client.request(`/api/comments/${danComment.body.id}/like`, { method: 'POST' })).toMatchObject(
        refused(403, 'You cannot like this comment.'),
      );
      expect(await cyd.client.request(`/api/comments/${onHidden.body.id}/like`, { method: 'POST' })).toMatchObject(refused(404, 'Comment not found'));
      expect(await new HttpClient(server.url).request(`/api/comments/${top.body.id}/like`, { method: 'POST' })).toMatchObject(
        refused(401, 'Authentication required'),
      );
    });
  });

  it('lists a post’s likers, latest first, paged, without the blocked and the banned', async () => {
    const post = await publish(ann);
    const eve = await signedUpClient(server.url, 'eve');
    // From an address of her own: her ban bans her addresses too.
    const fay = await signUpAs(server.glimpse, 'fay', '10.0.3.1');
    for (const person of [bob, cyd, eve]) expect((await person.client.request(`/api/posts/${post}/like`, { method: 'POST' })).body).toEqual({ liked: true });
    expect((await fay.request(`/api/posts/${post}/like`, { method: 'POST' })).body).toEqual({ liked: true });
    // Eve blocks ann, and an admin bans fay: neither is in ann's list.
    expect((await eve.client.request(`/api/users/${ann.id}/block`, { method: 'POST' })).body).toEqual({ blocked: true });
    const admin = await signUpAs(server.glimpse, 'ada', '10.0.3.9', true);
    expect((await admin.json(`/api/admin/users/${fay.id}/ban`, 'POST', { reason: 'spam' })).status).toBeLessThan(300);

    const names = (body: { username: string }[]) => body.map((user) => user.username);
    // The first page read fay's like and left her out: it is short, and its cursor goes on after her.
    const page = await ann.client.request(`/api/posts/${post}/likes?limit=1`);
    expect(page.body).toEqual([]);
    const all = await ann.client.request(`/api/posts/${post}/likes`);
    expect(names(all.body)).toEqual(['cyd', 'bob']);
    expect(all.body[0]).toMatchObject({ id: cyd.id, username: 'cyd', fullName: null, avatar: null, isPrivate: false });
    const second = await ann.client.request(`/api/posts/${post}/likes?limit=2&cursor=${page.headers.get('x-next-cursor')}`);
    expect(names(second.body)).toEqual(['cyd']);
    expect(await eve.client.request(`/api/posts/${post}/likes`)).toMatchObject(refused(404, 'Post not found'));
    const last = await ann.client.request(`/api/posts/${post}/likes?limit=2&cursor=${second.headers.get('x-next-cursor')}`);
    expect(names(last.body)).toEqual(['bob']);
    expect(last.headers.get('x-next-cursor')).toBeNull();

    const graphql = await ann.client.graphql('query($p: ID!) { post(id: $p) { likers(first: 10) { edges { node { username } } pageInfo { hasNextPage } } } }', {
      p: post,
    });
    expect(graphql.data.post.likers).toEqual({ edges: [{ node: { username: 'cyd' } }, { node: { username: 'bob' } }], pageInfo: { hasNextPage: false } });
  });

  it('answers likers of a post one may not see 404, and bad paging 400', async () => {
    const pia = await signedUpClient(server.url, 'pia2');
    const hidden = await publish(pia);
    expect((await pia.client.json('/api/account/privacy', 'POST', { isPrivate: true })).status).toBe(200);
    expect(await cyd.client.request(`/api/posts/${hidden}/likes`)).toMatchObject(refused(404, 'Post not found'));
    expect(await cyd.client.request(`/api/posts/${UNKNOWN}/likes`)).toMatchObject(refused(404, 'Post not found'));
    expect(await cyd.client.request(`/api/posts/${postId}/likes?cursor=garbage`)).toMatchObject(refused(400, 'Invalid cursor'));
    expect(await cyd.client.request(`/api/posts/${postId}/likes?limit=500`)).toMatchObject(refused(400, 'first must be between 1 and 100'));
    expect((await pia.client.request(`/api/posts/${hidden}/likes`)).body).toEqual([]);
  });

  it("leaves a reply holding one of the post author's hidden words to its own author", async () => {
    const post = await publish(ann);
    const top = await comment(bob, 'Seen it?', undefined, post);
    expect((await ann.client.json('/api/account/hidden-words', 'PUT', { words: ['spoiler'] })).status).toBe(200);
    const hidden = await comment(cyd, 'big SPOILER ahead', top.body.id, post);
    expect(hidden.status).toBe(201);
    const contents = async (person: Person) =>
      (await person.client.request(`/api/comments/${top.body.id}/replies`)).body.map((c: { content: string }) => c.content);
    expect(await contents(bob)).toEqual([]);
    expect(await contents(cyd)).toEqual(['big SPOILER ahead']);
    await appendsNothing(server.glimpse, async () => {
      expect(await bob.client.request(`/api/comments/${hidden.body.id}/like`, { method: 'POST' })).toMatchObject(refused(404, 'Comment not found'));
      expect(await comment(bob, 'what spoiler?', hidden.body.id, post)).toMatchObject(refused(404, 'Comment not found'));
    });
    expect((await ann.client.json('/api/account/hidden-words', 'PUT', { words: [] })).status).toBe(200);
  });

  it('tells the open comments live of a reply, and of a comment’s new likes and replies counts', async () => {
    const signUp = await new HttpClient(server.url).graphql('mutation($input: SignUpInput!) { signUp(input: $input) { token } }', {
      input: { username: 'liv', email: 'liv@example.com', password: 'secret1', birthDate: '1990-01-01' },
    });
    const top = await comment(bob, 'Watched');
    const subscriptions = subscriptionsOf(() => server.glimpse.subscriptionsStarted());
    const socket = createClient({
      url: `${server.url.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { token: signUp.data.signUp.token },
    });
    const received: { data?: { commentsChanged: Record<string, { id: string; parentId?: string; likesCount?: number; repliesCount?: number } | null> } }[] = [];
    try {
      subscriptions.opened();
      socket.subscribe(
        {
          query: 'subscription($p: ID!) { commentsChanged(postId: $p) { added { id parentId } updated { id likesCount repliesCount } removedId } }',
          variables: { p: postId },
        },
        { next: (value) => void received.push(value as never), error: () => {}, complete: () => {} },
      );
      await subscriptions.live();
      expect((await cyd.client.request(`/api/comments/${top.body.id}/like`, { method: 'POST' })).body).toEqual({ liked: true });
      const reply = await comment(cyd, 'Live reply', top.body.id);
      const changes = () => received.map((r) => r.data?.commentsChanged);
      await until(() => changes().some((c) => c?.added?.id === reply.body.id), 'the reply, live');
      expect(changes()).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ updated: { id: top.body.id, likesCount: 1, repliesCount: 0 } }),
          expect.objectContaining({ added: { id: reply.body.id, parentId: top.body.id } }),
        ]),
      );
      await until(() => changes().some((c) => c?.updated?.repliesCount === 1), 'the new replies count, live');
    } finally {
      await socket.dispose();
    }
  });
});
