import { execFile } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { simpleParser } from 'mailparser';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Glimpse } from '../../bff/app';
import { HttpClient } from '../support/httpClient';
import { phonePhoto } from '../support/images';
import { SoftAuthenticator } from '../support/softAuthenticator';
import { phoneVideo } from '../support/videos';
import { tempDataDir } from '../support/tempDataDir';
import { startTestServer } from '../support/testServer';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const birthDate = '1987-11-23T00:00:00.000Z';

// Strings no other part of the data folder could hold by chance.
const ERIN = {
  username: 'erinqz91',
  email: 'erin.zq7x@unusual-mail.example',
  caption: 'Zanzibar-quokka-9137 at dawn #quokkazq',
  location: 'Hidden-Cove-4411',
  hiddenWord: 'Wombat-hidden-7731',
  editedCaption: 'Narwhal-edited-6620 #narwhalzq',
  editedLocation: 'Edit-Cove-2290',
  alt: 'Otter-alt-5150',
  renamed: 'erinzq_renamed77',
  userAgent: 'ErinBrowser-zq4417/2.0 (Linux; Android 14)',
  passkeyName: 'Pangolin-passkey-3141',
  pushEndpoint: 'https://127.0.0.1:9/push/Erin-browser-endpoint-8842',
};
const KEEPER_CAPTION = 'Keeper-caption-5521';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)])));
  return nested.flat();
}

/** Which of the strings any file in the folder holds, as UTF-8 or UTF-16 bytes. */
async function foundIn(dir: string, needles: string[]): Promise<string[]> {
  const found = new Set<string>();
  for (const file of await filesUnder(dir)) {
    const bytes = await readFile(file);
    for (const needle of needles) {
      if (bytes.includes(Buffer.from(needle, 'utf8')) || bytes.includes(Buffer.from(needle, 'utf16le'))) found.add(`${needle} in ${path.relative(dir, file)}`);
    }
  }
  return [...found];
}

function reportForm(postId: string): FormData {
  const form = new FormData();
  form.append('text', 'Keeper reports this');
  form.append('postId', postId);
  return form;
}

const erinStrings = [
  ERIN.username,
  ERIN.email,
  ERIN.caption.slice(0, 20),
  ERIN.location,
  'quokkazq',
  ERIN.hiddenWord,
  ERIN.editedCaption.slice(0, 20),
  ERIN.editedLocation,
  'narwhalzq',
  ERIN.alt,
  ERIN.renamed,
  ERIN.userAgent,
  ERIN.passkeyName,
  ERIN.pushEndpoint,
];

describe('erasure in an append-only log', () => {
  let data: Awaited<ReturnType<typeof tempDataDir>>;
  let glimpse: Glimpse | null = null;

  beforeAll(async () => {
    data = await tempDataDir();
  });
  afterAll(async () => {
    await glimpse?.close();
    await data?.remove();
  });

  const post = (client: HttpClient, token: string, caption: string, location: string) =>
    phonePhoto().then((photo) => {
      const form = new FormData();
      form.append('media', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'p.jpg');
      form.append('caption', caption);
      form.append('location', location);
      return client.request('/api/posts', { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    });

  it('leaves nothing of a deleted person (her passkeys and push subscriptions included) in any file of the data folder, after a clean stop and after a replay', async () => {
    // A push endpoint of her browser's on this machine (allowed here); no push goes out, only its record matters.
    glimpse = await startTestServer(data.dir, { SEND_MAIL: 'true', PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true', SEND_PUSH: 'false' });
    const erin = new HttpClient(glimpse.url);
    const signUp = await erin.multipart('/api/auth/signup', {
      username: ERIN.username,
      email: ERIN.email,
      password: 'erin-password',
      birthDate,
      profilePicture: { bytes: await phonePhoto(), name: 'me.jpg', type: 'image/jpeg' },
    });
    expect(signUp.status).toBe(201);
    // The device she signs in from, and the name she takes later, are hers too.
    const erinToken = (await erin.json('/api/auth/login', 'POST', { username: ERIN.username, password: 'erin-password' }, { 'user-agent': ERIN.userAgent }))
      .body.token;
    expect((await erin.json('/api/auth/change-username', 'POST', { username: ERIN.renamed }, { authorization: `Bearer ${erinToken}` })).status).toBe(200);
    // Her mails (the sign-up's verification, a password reset) are written to the data folder
    // without an SMTP server: their address and links are hers, files and outbox alike.
    expect((await erin.json('/api/auth/forgot-password', 'POST', { email: ERIN.email })).status).toBe(202);
    const erinMails = path.join(data.dir, 'mail', signUp.body.id);
    await expect.poll(async () => (await readdir(erinMails).catch(() => [])).length).toBe(2);
    const mailed = (await Promise.all((await readdir(erinMails)).map(async (f) => (await simpleParser(await readFile(path.join(erinMails, f)))).text))).join(
      '\n',
    );
    const resetToken = /reset-password\?token=([A-Za-z0-9._%-]+)/.exec(mailed)?.[1];
    expect(resetToken).toBeTruthy();
    erinStrings.push(decodeURIComponent(resetToken!));
    // Two-factor sign-in: the TOTP secret is hers (sealed in the log), the recovery codes are never stored at all.
    const twoFactor = (await erin.json('/api/auth/2fa/setup', 'POST', undefined, { authorization: `Bearer ${erinToken}` })).body;
    const code = await generate({ secret: twoFactor.secret });
    const enabled = await erin.json('/api/auth/2fa/enable', 'POST', { code }, { authorization: `Bearer ${erinToken}` });
    expect(enabled.status).toBe(200);
    erinStrings.push(twoFactor.secret, enabled.body.recoveryCodes[0]);
    const erinPost = await post(erin, erinToken, ERIN.caption, ERIN.location);
    expect(erinPost.status).toBe(201);
    // An edit keeps the words it replaced among the post's versions: all of them hers to erase.
    const edit = { caption: ERIN.editedCaption, location: ERIN.editedLocation, alt: [ERIN.alt] };
    expect((await erin.json(`/api/posts/${erinPost.body.id}`, 'PATCH', edit, { authorization: `Bearer ${erinToken}` })).status).toBe(200);
    // Every kind of file a person leaves: a replaced avatar, a video and its poster frame, a story, photos' narrower copies.
    const media = () => readdir(path.join(data.dir, 'media'));
    expect(
      (
        await erin.multipart('/api/auth/update-profile', {
          fullName: 'Erin',
          bio: '',
          profilePicture: { bytes: await phonePhoto(), name: 'new.jpg', type: 'image/jpeg' },
        })
      ).status,
    ).toBe(200);
    expect((await erin.multipart('/api/posts', { media: { bytes: await phoneVideo(), name: 'clip.mp4', type: 'video/mp4' }, caption: 'clip' })).status).toBe(
      201,
    );
    expect((await erin.multipart('/api/stories', { image: { bytes: await phonePhoto(), name: 'story.jpg', type: 'image/jpeg' } })).status).toBe(201);
    expect((await erin.json('/api/account/hidden-words', 'PUT', { words: [ERIN.hiddenWord] })).body).toEqual({ words: [ERIN.hiddenWord] });
    // A passkey: its name, credential id and public key are hers (the stream is named by a keyed hash of the id).
    const passkeyOptions = (await erin.json('/api/auth/passkeys/registration-options', 'POST')).body;
    const passkey = new SoftAuthenticator(glimpse.url).register(passkeyOptions);
    expect((await erin.json('/api/auth/passkeys/register', 'POST', { response: passkey, name: ERIN.passkeyName })).status).toBe(201);
    const credential = await glimpse.engines.readStore.collection('passkeys').findOne({ name: ERIN.passkeyName });
    const passkeyStrings = [passkey.id, String(credential?.publicKey)];
    expect(passkeyStrings[1].length).toBeGreaterThan(40);
    erinStrings.push(...passkeyStrings);
    // A push subscription: its endpoint and keys name her browser and read what is pushed to it.
    const pushKeys = { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
    expect((await erin.json('/api/push/subscriptions', 'POST', { endpoint: ERIN.pushEndpoint, keys: pushKeys })).status).toBe(201);
    erinStrings.push(pushKeys.p256dh, pushKeys.auth);
    const erinFiles = await media();
    expect(erinFiles.length).toBeGreaterThanOrEqual(9);

    const keeper = new HttpClient(glimpse.url);
    const keeperId = (await keeper.multipart('/api/auth/signup', { username: 'keeper', email: 'keeper@example.com', password: 'keeper-password', birthDate }))
      .body.id;
    const keeperToken = (await keeper.json('/api/auth/login', 'POST', { username: 'keeper', password: 'keeper-password' })).body.token;
    const keeperPost = (await post(keeper, keeperToken, KEEPER_CAPTION, '')).body.id;
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });
    expect((await keeper.json(`/api/posts/${erinPost.body.id}/like`, 'POST', undefined, auth(keeperToken))).body).toEqual({ liked: true });
    expect((await erin.json(`/api/posts/${keeperPost}/like`, 'POST', undefined, auth(erinToken))).body).toEqual({ liked: true });
    expect((await erin.json(`/api/users/${keeperId}/follow`, 'POST', undefined, auth(erinToken))).body).toEqual({ following: true, requested: false });
    expect((await keeper.json(`/api/users/${signUp.body.id}/follow`, 'POST', undefined, auth(keeperToken))).body).toEqual({
      following: true,
      requested: false,
    });
    // A report keeps a snapshot of what it reports: Erin's caption, hers to erase, in the keeper's report.
    const reported = await keeper.request('/api/reports', { method: 'POST', headers: auth(keeperToken), body: reportForm(erinPost.body.id) });
    expect(reported.body.target).toMatchObject({ text: ERIN.editedCaption });

    // The scan does find what is there: both captions are in the read-model snapshot once saved,
    // while the event store holds none of the personal data in clear, even before any deletion.
    await glimpse.engines.readStore.flush();
    const beforeDeletion = await foundIn(data.dir, [...erinStrings, KEEPER_CAPTION]);
    expect(beforeDeletion).toEqual(
      expect.arrayContaining([
        `${ERIN.caption.slice(0, 20)} in read-models.snapshot`,
        `${ERIN.editedCaption.slice(0, 20)} in read-models.snapshot`,
        `${KEEPER_CAPTION} in read-models.snapshot`,
        `${ERIN.hiddenWord} in read-models.snapshot`,
        `${ERIN.renamed} in read-models.snapshot`,
        `${ERIN.userAgent} in read-models.snapshot`,
        `${ERIN.passkeyName} in read-models.snapshot`,
        ...passkeyStrings.map((needle) => `${needle} in read-models.snapshot`),
        `${ERIN.pushEndpoint} in read-models.snapshot`,
      ]),
    );
    expect(beforeDeletion.filter((hit) => /events\.sqlite/.test(hit))).toEqual([]);
    expect(beforeDeletion.filter((hit) => hit.startsWith(`${ERIN.email} in mail/`))).toHaveLength(2);
    const keeperFiles = (await media()).filter((file) => !erinFiles.includes(file));
    expect(keeperFiles.length).toBeGreaterThan(0);

    expect((await erin.request('/api/auth/delete-account', { method: 'DELETE', headers: auth(erinToken) })).status).toBe(200);
    const keeperView = (await keeper.request(`/api/users/${keeperId}`, { headers: auth(keeperToken) })).body;
    expect(keeperView).toMatchObject({ followersCount: 0, followingCount: 0, postsCount: 1 });
    expect((await keeper.request(`/api/posts/${keeperPost}`, { headers: auth(keeperToken) })).body).toMatchObject({ likesCount: 0 });
    // Every file of Erin's is gone from the media folder, and the saved read models were
    // rewritten without her at once (a crash now would not bring her back from the last snapshot).
    expect((await media()).sort()).toEqual(keeperFiles.sort());
    expect(await readdir(erinMails).catch(() => 'gone')).toBe('gone');
    expect(await foundIn(data.dir, erinStrings)).toEqual([]);

    await glimpse.close();
    glimpse = null;
    expect(await foundIn(data.dir, erinStrings)).toEqual([]);
    expect(await foundIn(data.dir, [KEEPER_CAPTION])).not.toEqual([]);

    await promisify(execFile)(process.execPath, ['--import', 'tsx/esm', 'bff/replay.ts'], { cwd: root, env: { ...process.env, DATA_DIR: data.dir } });
    expect(await foundIn(data.dir, erinStrings)).toEqual([]);

    // The rebuilt read models show nothing of Erin, and every count agrees.
    glimpse = await startTestServer(data.dir);
    const again = new HttpClient(glimpse.url);
    expect((await again.request(`/api/users/${signUp.body.id}`)).status).toBe(404);
    expect((await again.request(`/api/users/${keeperId}`)).body).toMatchObject({ followersCount: 0, followingCount: 0, postsCount: 1 });
    expect(await glimpse.services.posts.byId(keeperPost, null)).toMatchObject({ likesCount: 0 });
    expect(await glimpse.services.posts.byId(erinPost.body.id, null)).toBeNull();
    // And the name and email are free for someone new.
    expect((await again.multipart('/api/auth/signup', { username: ERIN.username, email: ERIN.email, password: 'new-person', birthDate })).status).toBe(201);
  });
});
