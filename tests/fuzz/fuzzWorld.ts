import { startGlimpse, type Glimpse } from '../../bff/app';
import { readConfig } from '../../infra/config';
import { phonePhoto } from '../support/images';
import { Caller, signUpAs } from '../support/people';
import { tempDataDir } from '../support/tempDataDir';
import type { Known } from './restRequests';

export const FUZZ_ADMIN_CODE = 'fuzz-admin-code';

/** Who sends a fuzzed request. `victim` is a new account for each call that ends its own session. */
export type Role = 'anonymous' | 'user' | 'admin' | 'victim';

/**
 * One server with a little of everything for the fuzzer to aim at: bob's post, story, a comment,
 * a conversation, a report and an upload. Alice is the signed-in user and `admin` the admin; the
 * ids handed to the fuzzer are bob's things, never alice's or the admin's, so that a fuzzed ban
 * or account deletion cannot take the fuzzing users out. Each caller has an address of its own.
 */
export async function startFuzzWorld(env: Record<string, string> = {}) {
  const data = await tempDataDir();
  const glimpse: Glimpse = await startGlimpse(
    readConfig({
      DATA_DIR: data.dir,
      PORT: '0',
      DEMO_CONTENT: 'false',
      MASCOT: 'false',
      SEND_MAIL: 'false',
      SEND_PUSH: 'false',
      ADMIN_CODE: FUZZ_ADMIN_CODE,
      ...env,
    }),
  );
  const alice = await signUpAs(glimpse, 'alice', '203.0.113.10');
  const admin = await signUpAs(glimpse, 'warden', '198.51.100.1', true);
  const bob = await signUpAs(glimpse, 'bob', '203.0.113.20');
  const anonymous = new Caller(glimpse.url, '203.0.113.99');
  const photo = new Uint8Array(await phonePhoto(64, 48));
  const photoBlob = () => new Blob([photo], { type: 'image/jpeg' });

  const expectOk = (what: string, res: { status: number; body: any }) => {
    if (res.status >= 300) throw new Error(`${what} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  };
  const post = expectOk('post', await bob.multipart('/api/posts', { media: photoBlob(), caption: 'Fuzz me #fuzz', location: 'Lisbon' }));
  const comment = expectOk('comment', await alice.json(`/api/posts/${post.id}/comments`, 'POST', { content: 'Nice #fuzz' }));
  const conversation = expectOk('conversation', await alice.json('/api/conversations', 'POST', { userId: bob.id }));
  expectOk('message', await alice.json(`/api/conversations/${conversation.id}/messages`, 'POST', { content: 'hi bob' }));
  const report = expectOk('report', await alice.multipart('/api/reports', { text: 'bob is rude', reportedUserId: bob.id! }));
  const story = expectOk('story', await bob.multipart('/api/stories', { image: photoBlob() }));
  const media = expectOk('media', await alice.multipart('/media', { file: photoBlob() }));
  // Files of bob's that nobody else may use: an upload not yet used, his post's and his story's.
  const bobsUpload = expectOk('media', await bob.multipart('/media', { file: photoBlob() }));
  const othersMedia: string[] = [bobsUpload.id, post.mediaUrl.slice('/media/'.length), (story.mediaUrl ?? story.imageUrl).slice('/media/'.length)];

  const known: Known = {
    ids: [
      bob.id!,
      post.id,
      comment.id,
      conversation.id,
      report.id,
      story.id,
      media.id,
      ...othersMedia,
      'bob',
      'bob@example.com',
      'secret1',
      FUZZ_ADMIN_CODE,
      'fuzz',
      '#fuzz',
      '1h',
      '24h',
      '203.0.113.20',
      'pending',
      'reviewed',
      'resolved',
    ],
    tokens: [alice.token!, bob.token!],
    photo,
  };

  // One account at a time takes the calls that end sessions: each call gets a new session of it
  // (cheap), and a new account only once the last one was deleted (a password hash costs ~0.5 s).
  let victims = 0;
  let victim: Caller | null = null;
  const victimSession = async (): Promise<Caller> => {
    if (!victim || !(await glimpse.services.users.byId(victim.id!))) {
      const username = `victim${++victims}`;
      const ip = `192.0.2.${victims % 250}`;
      const request = { viewerId: null, sessionId: null, clientIp: ip, idempotencyKey: null, now: glimpse.services.clock() };
      const id = await glimpse.services.accounts.signUp(
        { username, email: `${username}@example.com`, password: 'secret1', birthDate: '1990-05-01' },
        null,
        request,
      );
      victim = new Caller(glimpse.url, ip, null, id);
    }
    const request = { viewerId: victim.id, sessionId: null, clientIp: victim.ip, idempotencyKey: null, now: glimpse.services.clock() };
    return new Caller(glimpse.url, victim.ip, await glimpse.services.sessions.start(victim.id!, request), victim.id);
  };
  const callerFor = async (role: Role): Promise<Caller> => {
    if (role === 'anonymous') return anonymous;
    if (role === 'user') return alice;
    if (role === 'admin') return admin;
    return victimSession();
  };

  return {
    glimpse,
    known,
    othersMedia,
    /** Bob's things and the callers' ids, by name, for calls that need a valid one. */
    named: {
      aliceId: alice.id!,
      bobId: bob.id!,
      postId: post.id as string,
      commentId: comment.id as string,
      conversationId: conversation.id as string,
      reportId: report.id as string,
      storyId: story.id as string,
    },
    photoBlob,
    callerFor,
    // A password reset's append starts after its answer: counted once it is in.
    headPosition: async () => {
      await glimpse.mailsSettled();
      return glimpse.engines.events.headPosition();
    },
    async stop() {
      await glimpse.close();
      await data.remove();
    },
  };
}

export type FuzzWorld = Awaited<ReturnType<typeof startFuzzWorld>>;
