import { beforeAll, describe, expect, it } from 'vitest';
import { phonePhoto } from '../support/images';
import { signUpAs, type Caller, type Response } from '../support/people';
import { useTestServer } from '../support/useTestServer';

const ZERO_WIDTH = '\u200B\u200C\u200D\u2060\uFEFF';
/** One letter and 2,199 combining marks: within the 2,200 characters, and a tower over the comments above. */
const MARK_FLOOD = `Z${'\u0336\u0301\u0308'.repeat(733)}`;
const RLO = '\u202E';

const ADD_COMMENT = 'mutation($postId: ID!, $content: String!) { addComment(postId: $postId, content: $content) { id content } }';
const UPDATE_PROFILE = 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id fullName bio } }';
const SEND = 'mutation($id: ID!, $content: String!) { sendMessage(conversationId: $id, content: $content) { id content } }';
const CREATE_POST = 'mutation($input: CreatePostInput!) { createPost(input: $input) { id caption location } }';

/** Hostile text as an attacker sends it: straight JSON over HTTP, lone surrogates and NULs included. */
describe('hostile text over REST and GraphQL', () => {
  const server = useTestServer();
  let ann: Caller;
  let bob: Caller;
  let postId: string;
  let conversationId: string;
  let photo: Blob;
  const head = () => server.glimpse.engines.events.headPosition();

  /** The message of a REST refusal: a 400, nothing appended. */
  async function restRefusal(attempt: () => Promise<Response>): Promise<string> {
    const before = await head();
    const answer = await attempt();
    expect(answer.status, JSON.stringify(answer.body)).toBe(400);
    expect(await head()).toBe(before);
    return answer.body.message;
  }
  /** The message of a GraphQL refusal: BAD_USER_INPUT, nothing appended. */
  async function graphqlRefusal(caller: Caller, query: string, variables: Record<string, unknown>): Promise<string> {
    const before = await head();
    const answer = await caller.graphql(query, variables);
    expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(answer)).toBe('BAD_USER_INPUT');
    expect(await head()).toBe(before);
    return answer.errors![0].message;
  }
  const comment = (content: string) => bob.json(`/api/posts/${postId}/comments`, 'POST', { content });

  beforeAll(async () => {
    ann = await signUpAs(server.glimpse, 'ann', '203.0.113.1');
    bob = await signUpAs(server.glimpse, 'bob', '203.0.113.2');
    photo = new Blob([new Uint8Array(await phonePhoto(200, 200))], { type: 'image/jpeg' });
    postId = (await ann.multipart('/api/posts', { media: photo, caption: 'Hello' })).body.id;
    conversationId = (await ann.json('/api/conversations', 'POST', { userId: bob.id })).body.id;
  });

  it('answers a comment of zero-width characters as an empty one', async () => {
    expect(await restRefusal(() => comment(ZERO_WIDTH))).toBe('Comment cannot be empty');
    expect(await graphqlRefusal(bob, ADD_COMMENT, { postId, content: ` ${ZERO_WIDTH} ` })).toBe('Comment cannot be empty');
    expect(await restRefusal(() => ann.json(`/api/conversations/${conversationId}/messages`, 'POST', { content: ZERO_WIDTH }))).toBe('Message cannot be empty');
    expect(await restRefusal(() => ann.multipart('/api/reports', { text: ZERO_WIDTH }))).toBe('Please enter a description of the issue.');
    expect(await restRefusal(() => ann.multipart('/api/auth/update-profile', { fullName: ZERO_WIDTH }))).toBe('Full name is required');
  });

  it('refuses NUL and other control characters', async () => {
    expect(await restRefusal(() => comment('\u0000'))).toBe('Comment cannot contain control characters');
    expect(await graphqlRefusal(bob, ADD_COMMENT, { postId, content: 'nice\u0000shot' })).toBe('Comment cannot contain control characters');
    expect(await graphqlRefusal(ann, SEND, { id: conversationId, content: 'hi\u001B[2J' })).toBe('Message cannot contain control characters');
    expect(await restRefusal(() => ann.multipart('/api/auth/update-profile', { fullName: 'Ann', bio: 'a\u0085b' }))).toBe(
      'Bio cannot contain control characters',
    );
    expect(await restRefusal(() => ann.multipart('/api/reports', { text: 'spam\u0000' }))).toBe('The description cannot contain control characters');
  });

  it('refuses lone surrogates', async () => {
    expect(await restRefusal(() => comment('\uD800'))).toBe('Comment contains characters that are not valid text');
    expect(await graphqlRefusal(bob, ADD_COMMENT, { postId, content: 'ok\uDC00' })).toBe('Comment contains characters that are not valid text');
    expect(await graphqlRefusal(ann, UPDATE_PROFILE, { input: { fullName: 'Ann\uD83D' } })).toBe('Full name contains characters that are not valid text');
  });

  it('refuses a flood of combining marks on one letter', async () => {
    expect([...MARK_FLOOD]).toHaveLength(2200);
    const message = 'Comment cannot have more than 4 accents or marks on one character';
    expect(await restRefusal(() => comment(MARK_FLOOD))).toBe(message);
    expect(await graphqlRefusal(bob, ADD_COMMENT, { postId, content: MARK_FLOOD })).toBe(message);
    expect(await graphqlRefusal(ann, CREATE_POST, { input: { mediaId: (await ann.multipart('/media', { file: photo })).body.id, caption: MARK_FLOOD } })).toBe(
      'Caption cannot have more than 4 accents or marks on one character',
    );
    // Accented text as people write it goes through.
    expect(await comment('Tiếng Việt, Ελληνικά, שָׁלוֹם')).toMatchObject({ status: 201 });
  });

  it('refuses a direction override in a full name or a location, which are shown on one line', async () => {
    expect(await restRefusal(() => ann.multipart('/api/auth/update-profile', { fullName: `Ann ${RLO}nimda` }))).toBe(
      'Full name cannot contain text direction controls',
    );
    expect(await graphqlRefusal(ann, UPDATE_PROFILE, { input: { fullName: `Ann\u2067x\u2069` } })).toBe('Full name cannot contain text direction controls');
    expect(await restRefusal(() => ann.multipart('/api/posts', { media: photo, location: `${RLO}nodnoL` }))).toBe(
      'Location cannot contain text direction controls',
    );
    expect(await graphqlRefusal(ann, UPDATE_PROFILE, { input: { fullName: 'Ann\nLee' } })).toBe('Full name cannot contain line breaks or control characters');
  });

  it('stores text in NFC: a decomposed é is stored as one character', async () => {
    const added = await comment('Cafe\u0301 au lait');
    expect(added.status).toBe(201);
    const comments = (await ann.request(`/api/posts/${postId}/comments`)).body as { id: string; content: string }[];
    expect(comments.find((c) => c.id === added.body.id)?.content).toBe('Caf\u00E9 au lait');

    const profile = await ann.graphql(UPDATE_PROFILE, { input: { fullName: ' Zoe\u0308 \u200B', bio: 'line one\r\nline two' } });
    expect(profile.errors).toBeUndefined();
    expect((await bob.request(`/api/users/${ann.id}`)).body).toMatchObject({ fullName: 'Zo\u00EB', bio: 'line one\nline two' });

    const post = await ann.graphql(CREATE_POST, {
      input: { mediaId: (await ann.multipart('/media', { file: photo })).body.id, caption: '\u200B', location: 'Mu\u0308nchen' },
    });
    expect(post.errors).toBeUndefined();
    expect(post.data.createPost).toMatchObject({ caption: '', location: 'M\u00FCnchen' });
  });
});
