import { createECDH, randomBytes } from 'node:crypto';
import { Caller } from '../support/people';
import { SoftAuthenticator } from '../support/softAuthenticator';
import { FUZZ_ADMIN_CODE, type FuzzWorld } from './fuzzWorld';
import { twoFactorTextCalls } from './twoFactorTextCalls';

/** One request of a call, with a chosen text in one of its fields and valid values in the others. */
export type TextAttempt = { caller: Caller; path: string; init: RequestInit };

/**
 * A call that takes text, as `REST_CALLS` names it ('POST /api/posts/:id/comments') or as
 * 'mutation addComment'; `fields` are its text fields (an input object's as 'input.fullName').
 * `accepted` runs after the server took an attempt, to make the next one valid again (a new post
 * to ban once this one is banned, the victim's new password...).
 */
export type TextCall = {
  name: string;
  fields: string[];
  attempt: (field: string, text: string) => Promise<TextAttempt>;
  accepted?: (field: string, text: string) => Promise<void>;
};

const json = (method: string, body: unknown): RequestInit => ({ method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

function multipart(fields: Record<string, string>, file?: { name: string; blob: Blob }): RequestInit {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append(file.name, file.blob, 'photo.jpg');
  return { method: 'POST', body: form };
}

/** A browser's push subscription as PushManager gives it: a public https endpoint of its own and real keys. */
function pushSubscription() {
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  return {
    endpoint: `https://203.0.113.9/push/${randomBytes(8).toString('hex')}`,
    keys: { p256dh: browser.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

const graphql = (query: string, variables: Record<string, unknown>) => ({ path: '/graphql', init: json('POST', { query, variables }) });

/** `variables` with `text` at `path` ('content', 'input.fullName'). */
function withText(variables: Record<string, unknown>, path: string, text: string): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  if (rest.length === 0) return { ...variables, [head]: text };
  return { ...variables, [head]: withText((variables[head] as Record<string, unknown>) ?? {}, rest.join('.'), text) };
}

/**
 * Every REST call and every mutation that takes text, each with a valid request to vary. The
 * callers are the fuzz world's (alice, the admin, the victim); sign-ups and sign-ins come from a
 * new address each, so no per-address limit or lock stands between a text and the rule it tests.
 */
export async function textCalls(world: FuzzWorld): Promise<TextCall[]> {
  const alice = await world.callerFor('user');
  const admin = await world.callerFor('admin');
  const { bobId, postId, conversationId, reportId, storyId } = world.named;
  let addresses = 0;
  const newcomer = () => new Caller(world.glimpse.url, `198.18.${Math.floor(++addresses / 250)}.${addresses % 250}`);
  let names = 0;
  const uniqueName = () => `textfuzz${++names}`;
  const photo = () => ({ name: 'media', blob: world.photoBlob() });
  const newPost = async () => (await alice.multipart('/api/posts', { media: world.photoBlob(), caption: 'To ban' })).body.id as string;
  // A post of alice's own to edit, made the first time one is needed.
  let alicesPost: string | null = null;
  const alicesOwnPost = async () => {
    alicesPost ??= await newPost();
    return alicesPost;
  };
  const newMedia = async () => (await alice.multipart('/media', { file: world.photoBlob() })).body.id as string;

  // Whom the admin bans or times out, and the post it bans: new ones once they are banned.
  let target = '';
  const newTarget = async () => {
    const username = uniqueName();
    const request = { viewerId: null, sessionId: null, clientIp: newcomer().ip, idempotencyKey: null, now: world.glimpse.services.clock() };
    target = await world.glimpse.services.accounts.signUp(
      { username, email: `${username}@example.com`, password: 'secret1', birthDate: '1990-01-01' },
      null,
      request,
    );
  };
  await newTarget();
  let bannable = await newPost();
  // A comment of the admin's on bob's post, which alice may not delete.
  const adminComment = (await admin.json(`/api/posts/${postId}/comments`, 'POST', { content: 'Admin here' })).body.id as string;
  let victimPassword = 'secret1';

  /** A new account (password 'secret1'), made by the services so that no per-address limit stands in the way. */
  const newAccount = async () => {
    const username = uniqueName();
    const request = { viewerId: null, sessionId: null, clientIp: newcomer().ip, idempotencyKey: null, now: world.glimpse.services.clock() };
    const id = await world.glimpse.services.accounts.signUp(
      { username, email: `${username}@example.com`, password: 'secret1', birthDate: '1990-01-01' },
      null,
      request,
    );
    return { id, username };
  };
  // A person renamed by the calls: a new one once a rename is taken, as a name may change only a few times a day.
  let renamed: Caller | null = null;
  const renamer = async () => {
    if (!renamed) {
      const { id } = await newAccount();
      const { ip } = newcomer();
      const request = { viewerId: id, sessionId: null, clientIp: ip, idempotencyKey: null, now: world.glimpse.services.clock() };
      renamed = new Caller(world.glimpse.url, ip, await world.glimpse.services.sessions.start(id, request), id);
    }
    return renamed;
  };
  const renameTaken = async () => {
    renamed = null;
  };
  // A post of alice's that the admin banned, for her to appeal: a new one once she appealed it.
  const newBannedPost = async () => {
    const id = await newPost();
    await admin.json(`/api/admin/posts/${id}/ban`, 'POST', { reason: 'Spam' });
    return id;
  };
  let appealablePost = await newBannedPost();
  // A banned person, who appeals with their username and password: a new one once they appealed.
  const newBanned = async () => {
    const account = await newAccount();
    await admin.json('/api/admin/ban-user', 'POST', { userId: account.id, reason: 'Spam', adminUserId: admin.id });
    return account;
  };
  let banned = await newBanned();
  // An open appeal for the admin to decide: a new one once it is decided.
  const newAppeal = async () => {
    const postId = await newBannedPost();
    return (await alice.json('/api/appeals', 'POST', { text: 'Please look again', postId })).body.id as string;
  };
  let openAppeal = await newAppeal();
  // A person timed out, whose timeout the admin lifts: a new one once it is lifted.
  const newTimedOut = async () => {
    const { id } = await newAccount();
    await admin.json(`/api/admin/users/${id}/timeout`, 'POST', { duration: '1h', reason: 'Calm down' });
    return id;
  };
  let timedOut = await newTimedOut();
  // An address no one banned yet, for each IP ban.
  let bannedAddresses = 0;
  const newAddress = () => `100.64.${Math.floor(++bannedAddresses / 250)}.${bannedAddresses % 250}`;

  // A new passkey of alice's answering fresh registration options: each text is tried on a registration that would succeed.
  const passkeyRegistration = async () => {
    const options = (await alice.json('/api/auth/passkeys/registration-options', 'POST')).body;
    return new SoftAuthenticator(world.glimpse.url).register(options);
  };

  const signUpForm = () => {
    const username = uniqueName();
    return { username, email: `${username}@example.com`, password: 'secret1', birthDate: '1990-01-01' };
  };

  const rest: TextCall[] = [
    {
      name: 'POST /api/auth/login',
      fields: ['username', 'password'],
      attempt: async (field, text) => ({
        caller: newcomer(),
        path: '/api/auth/login',
        init: json('POST', { username: 'alice', password: 'secret1', [field]: text }),
      }),
    },
    {
      name: 'POST /api/auth/signup',
      fields: ['username', 'email', 'password', 'birthDate', 'age'],
      attempt: async (field, text) => ({ caller: newcomer(), path: '/api/auth/signup', init: multipart({ ...signUpForm(), age: '36', [field]: text }) }),
    },
    {
      name: 'POST /api/auth/admin-signup',
      fields: ['username', 'email', 'password', 'birthDate', 'adminCode'],
      attempt: async (field, text) => ({
        caller: newcomer(),
        path: '/api/auth/admin-signup',
        init: json('POST', { ...signUpForm(), adminCode: FUZZ_ADMIN_CODE, [field]: text }),
      }),
    },
    {
      name: 'POST /api/auth/update-profile',
      fields: ['fullName', 'bio'],
      attempt: async (field, text) => ({ caller: alice, path: '/api/auth/update-profile', init: multipart({ fullName: 'Alice', bio: 'Hi', [field]: text }) }),
    },
    {
      name: 'POST /api/auth/change-password',
      fields: ['currentPassword', 'newPassword'],
      attempt: async (field, text) => ({
        caller: await world.callerFor('victim'),
        path: '/api/auth/change-password',
        init: json('POST', { currentPassword: victimPassword, newPassword: 'secret2', [field]: text }),
      }),
      accepted: async (field, text) => {
        victimPassword = field === 'newPassword' ? text : 'secret2';
      },
    },
    {
      name: 'POST /api/auth/change-username',
      fields: ['username'],
      attempt: async (_field, text) => ({ caller: await renamer(), path: '/api/auth/change-username', init: json('POST', { username: text }) }),
      accepted: renameTaken,
    },
    {
      name: 'POST /api/auth/passkeys/register',
      fields: ['response', 'name'],
      attempt: async (field, text) => ({
        caller: alice,
        path: '/api/auth/passkeys/register',
        init: json('POST', { response: await passkeyRegistration(), name: 'Phone', [field]: text }),
      }),
    },
    {
      name: 'POST /api/auth/passkeys/login',
      fields: ['response'],
      attempt: async (_field, text) => ({ caller: newcomer(), path: '/api/auth/passkeys/login', init: json('POST', { response: text }) }),
    },
    {
      name: 'POST /api/auth/forgot-password',
      fields: ['email'],
      attempt: async (_field, text) => ({ caller: newcomer(), path: '/api/auth/forgot-password', init: json('POST', { email: text }) }),
    },
    {
      name: 'POST /api/auth/reset-password',
      fields: ['token', 'newPassword'],
      // No link was ever mailed for this token: whatever the text, the link has expired.
      attempt: async (field, text) => ({
        caller: newcomer(),
        path: '/api/auth/reset-password',
        init: json('POST', { token: 'no-such-link', newPassword: 'secret2', [field]: text }),
      }),
    },
    {
      name: 'POST /api/auth/change-email',
      fields: ['email', 'password'],
      attempt: async (field, text) => ({
        caller: alice,
        path: '/api/auth/change-email',
        init: json('POST', { email: 'alice.new@example.com', password: 'secret1', [field]: text }),
      }),
    },
    {
      name: 'POST /api/posts',
      fields: ['caption', 'location', 'alt', 'crop'],
      attempt: async (field, text) => ({ caller: alice, path: '/api/posts', init: multipart({ caption: 'Hi', location: 'Lisbon', [field]: text }, photo()) }),
    },
    {
      name: 'PATCH /api/posts/:id',
      fields: ['caption', 'location', 'alt'],
      // Alice's own post; alt is a list of one text per item, the text put in it.
      attempt: async (field, text) => ({
        caller: alice,
        path: `/api/posts/${await alicesOwnPost()}`,
        init: json('PATCH', { caption: 'Hi', location: 'Lisbon', alt: [''], [field]: field === 'alt' ? [text] : text }),
      }),
    },
    {
      name: 'POST /api/stories/:id/replies',
      fields: ['content'],
      attempt: async (_field, text) => ({ caller: alice, path: `/api/stories/${storyId}/replies`, init: json('POST', { content: text }) }),
    },
    {
      name: 'POST /media',
      fields: ['crop'],
      attempt: async (_field, text) => ({ caller: alice, path: '/media', init: multipart({ crop: text }, { name: 'file', blob: world.photoBlob() }) }),
    },
    {
      name: 'DELETE /api/posts/:id',
      fields: ['adminUserId'],
      attempt: async (_field, text) => ({ caller: alice, path: `/api/posts/${postId}`, init: json('DELETE', { adminUserId: text }) }),
    },
    {
      name: 'POST /api/posts/:id/comments',
      fields: ['content', 'parentId'],
      // A reply to the admin's comment, with the text as its content or as the id it answers.
      attempt: async (field, text) => ({
        caller: alice,
        path: `/api/posts/${postId}/comments`,
        init: json('POST', { content: 'Agreed', parentId: adminComment, [field]: text }),
      }),
    },
    {
      name: 'DELETE /api/comments/:id',
      fields: ['adminUserId'],
      attempt: async (_field, text) => ({ caller: alice, path: `/api/comments/${adminComment}`, init: json('DELETE', { adminUserId: text }) }),
    },
    {
      name: 'POST /api/conversations',
      fields: ['userId'],
      attempt: async (_field, text) => ({ caller: alice, path: '/api/conversations', init: json('POST', { userId: text }) }),
    },
    {
      name: 'POST /api/conversations/:id/messages',
      fields: ['content'],
      attempt: async (_field, text) => ({ caller: alice, path: `/api/conversations/${conversationId}/messages`, init: json('POST', { content: text }) }),
    },
    {
      name: 'POST /api/reports',
      fields: ['text', 'reportedUserId', 'postId', 'commentId', 'messageId', 'storyId'],
      attempt: async (field, text) => ({ caller: alice, path: '/api/reports', init: multipart({ text: 'Spam', reportedUserId: bobId, [field]: text }) }),
    },
    {
      name: 'POST /api/appeals',
      fields: ['text', 'postId', 'username', 'password'],
      // A banned post's appeal for text and postId; a banned person's, with their username and password, for those.
      attempt: async (field, text) =>
        field === 'username' || field === 'password'
          ? { caller: newcomer(), path: '/api/appeals', init: json('POST', { username: banned.username, password: 'secret1', text: 'Please', [field]: text }) }
          : { caller: alice, path: '/api/appeals', init: json('POST', { text: 'Please', postId: appealablePost, [field]: text }) },
      accepted: async (field) => {
        if (field === 'username' || field === 'password') banned = await newBanned();
        else appealablePost = await newBannedPost();
      },
    },
    {
      name: 'POST /api/admin/appeals/:appealId/decide',
      fields: ['decision', 'reason'],
      attempt: async (field, text) => ({
        caller: admin,
        path: `/api/admin/appeals/${openAppeal}/decide`,
        init: json('POST', { decision: 'upheld', reason: 'Seen', [field]: text }),
      }),
      accepted: async () => {
        openAppeal = await newAppeal();
      },
    },
    {
      name: 'POST /api/admin/ips',
      fields: ['ipAddress', 'reason'],
      attempt: async (field, text) => ({
        caller: admin,
        path: '/api/admin/ips',
        init: json('POST', { ipAddress: newAddress(), reason: 'Spam', [field]: text }),
      }),
    },
    {
      // A switch: any text in its place is refused, and alice stays as she was.
      name: 'POST /api/account/privacy',
      fields: ['isPrivate'],
      attempt: async (_field, text) => ({ caller: alice, path: '/api/account/privacy', init: json('POST', { isPrivate: text }) }),
    },
    {
      name: 'PUT /api/account/hidden-words',
      fields: ['words'],
      attempt: async (_field, text) => ({ caller: alice, path: '/api/account/hidden-words', init: json('PUT', { words: ['spoiler', text] }) }),
    },
    {
      name: 'PUT /api/account/language',
      fields: ['language'],
      attempt: async (_field, text) => ({ caller: alice, path: '/api/account/language', init: json('PUT', { language: text }) }),
    },
    {
      name: 'POST /api/push/subscriptions',
      fields: ['endpoint', 'keys'],
      attempt: async (field, text) => ({ caller: alice, path: '/api/push/subscriptions', init: json('POST', { ...pushSubscription(), [field]: text }) }),
    },
    {
      name: 'DELETE /api/push/subscriptions',
      fields: ['endpoint'],
      attempt: async (_field, text) => ({ caller: alice, path: '/api/push/subscriptions', init: json('DELETE', { endpoint: text }) }),
    },
    {
      name: 'PUT /api/push/settings',
      fields: ['likes', 'comments', 'follows', 'mentions', 'messages'],
      attempt: async (field, text) => ({ caller: alice, path: '/api/push/settings', init: json('PUT', { likes: true, [field]: text }) }),
    },
    {
      name: 'PATCH /api/admin/reports/:reportId/status',
      fields: ['status', 'adminUserId'],
      attempt: async (field, text) => ({
        caller: admin,
        path: `/api/admin/reports/${reportId}/status`,
        init: json('PATCH', { status: 'reviewed', adminUserId: admin.id, [field]: text }),
      }),
    },
    {
      name: 'POST /api/admin/ban-user',
      fields: ['userId', 'reason', 'adminCode', 'adminUserId'],
      attempt: async (field, text) => ({
        caller: admin,
        path: '/api/admin/ban-user',
        init: json('POST', { userId: target, reason: 'Spam', adminUserId: admin.id, [field]: text }),
      }),
      accepted: newTarget,
    },
    {
      // Only a built-in projector's name is taken: any other text is refused, and nothing is rebuilt.
      name: 'POST /api/admin/projectors/rebuild',
      fields: ['projector'],
      attempt: async (_field, text) => ({
        caller: admin,
        path: '/api/admin/projectors/rebuild',
        init: { method: 'POST', headers: { 'content-type': 'application/json', 'x-admin-code': FUZZ_ADMIN_CODE }, body: JSON.stringify({ projector: text }) },
      }),
    },
    {
      name: 'POST /api/admin/users/:userId/:action',
      fields: ['duration', 'adminCode', 'reason'],
      attempt: async (field, text) => ({
        caller: admin,
        path: `/api/admin/users/${target}/timeout`,
        init: json('POST', { duration: '1h', reason: 'Calm down', [field]: text }),
      }),
    },
    {
      name: 'POST /api/admin/posts/:id/ban',
      fields: ['reason'],
      attempt: async (_field, text) => ({ caller: admin, path: `/api/admin/posts/${bannable}/ban`, init: json('POST', { reason: text }) }),
      accepted: async () => {
        bannable = await newPost();
      },
    },
  ];

  const mutation = (
    name: string,
    fields: string[],
    who: () => Promise<Caller>,
    query: string,
    variables: () => Promise<Record<string, unknown>>,
    accepted?: TextCall['accepted'],
  ): TextCall => ({
    name: `mutation ${name}`,
    fields,
    attempt: async (field, text) => ({ caller: await who(), ...graphql(query, withText(await variables(), field, text)) }),
    accepted,
  });
  const asAlice = async () => alice;
  const asAdmin = async () => admin;
  const graphqlCalls: TextCall[] = [
    mutation(
      'signUp',
      ['input.username', 'input.email', 'input.password', 'input.birthDate'],
      async () => newcomer(),
      'mutation($input: SignUpInput!) { signUp(input: $input) { token } }',
      async () => ({ input: signUpForm() }),
    ),
    mutation(
      'adminSignUp',
      ['input.adminCode', 'input.username', 'input.email', 'input.password', 'input.birthDate'],
      async () => newcomer(),
      'mutation($input: AdminSignUpInput!) { adminSignUp(input: $input) { token } }',
      async () => ({ input: { ...signUpForm(), adminCode: FUZZ_ADMIN_CODE } }),
    ),
    mutation(
      'logIn',
      ['input.username', 'input.password'],
      async () => newcomer(),
      'mutation($input: LogInInput!) { logIn(input: $input) { token } }',
      async () => ({
        input: { username: 'alice', password: 'secret1' },
      }),
    ),
    mutation(
      'changePassword',
      ['input.currentPassword', 'input.newPassword'],
      () => world.callerFor('victim'),
      'mutation($input: ChangePasswordInput!) { changePassword(input: $input) }',
      async () => ({ input: { currentPassword: victimPassword, newPassword: 'secret2' } }),
      async (field, text) => {
        victimPassword = field === 'input.newPassword' ? text : 'secret2';
      },
    ),
    mutation(
      'requestPasswordReset',
      ['email'],
      async () => newcomer(),
      'mutation($email: String!) { requestPasswordReset(email: $email) }',
      async () => ({
        email: 'someone@example.com',
      }),
    ),
    mutation(
      'resetPassword',
      ['input.token', 'input.newPassword'],
      async () => newcomer(),
      'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) }',
      async () => ({ input: { token: 'no-such-link', newPassword: 'secret2' } }),
    ),
    mutation(
      'verifyEmail',
      ['token'],
      async () => newcomer(),
      'mutation($token: String!) { verifyEmail(token: $token) { message } }',
      async () => ({
        token: 'no-such-link',
      }),
    ),
    mutation('changeEmail', ['input.email', 'input.password'], asAlice, 'mutation($input: ChangeEmailInput!) { changeEmail(input: $input) }', async () => ({
      input: { email: 'alice.new@example.com', password: 'secret1' },
    })),
    mutation(
      'sendMessage',
      ['content'],
      asAlice,
      'mutation($conversationId: ID!, $content: String!) { sendMessage(conversationId: $conversationId, content: $content) { id } }',
      async () => ({
        conversationId,
      }),
    ),
    mutation('submitReport', ['input.text'], asAlice, 'mutation($input: SubmitReportInput!) { submitReport(input: $input) { id } }', async () => ({
      input: { text: 'Spam', reportedUserId: bobId },
    })),
    mutation(
      'moderateUser',
      ['input.duration', 'input.reason', 'input.adminCode'],
      asAdmin,
      'mutation($input: ModerateUserInput!) { moderateUser(input: $input) { __typename } }',
      async () => ({ input: { userId: target, action: 'timeout', duration: '1h', reason: 'Calm down' } }),
    ),
    mutation('unbanIp', ['ip'], asAdmin, 'mutation($ip: String!) { unbanIp(ip: $ip) }', async () => ({})),
    mutation(
      'updateProfile',
      ['input.fullName', 'input.bio'],
      asAlice,
      'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }',
      async () => ({
        input: { fullName: 'Alice', bio: 'Hi' },
      }),
    ),
    mutation(
      'addComment',
      ['content'],
      asAlice,
      'mutation($postId: ID!, $content: String!) { addComment(postId: $postId, content: $content) { id } }',
      async () => ({ postId }),
    ),
    mutation(
      'banPost',
      ['reason'],
      asAdmin,
      'mutation($id: ID!, $reason: String) { banPost(id: $id, reason: $reason) { id } }',
      async () => ({ id: bannable }),
      async () => {
        bannable = await newPost();
      },
    ),
    mutation(
      'createPost',
      ['input.caption', 'input.location'],
      asAlice,
      'mutation($input: CreatePostInput!) { createPost(input: $input) { id } }',
      async () => ({
        input: { mediaId: await newMedia(), caption: 'Hi', location: 'Lisbon' },
      }),
    ),
    mutation(
      'editPost',
      ['input.caption', 'input.location', 'input.alt'],
      asAlice,
      'mutation($id: ID!, $input: EditPostInput!) { editPost(id: $id, input: $input) { id } }',
      async () => ({ id: await alicesOwnPost(), input: { caption: 'Hi', location: 'Lisbon' } }),
    ),
    mutation('replyToStory', ['content'], asAlice, 'mutation($id: ID!, $content: String!) { replyToStory(id: $id, content: $content) { id } }', async () => ({
      id: storyId,
    })),
    mutation(
      'fileAppeal',
      ['input.text'],
      asAlice,
      'mutation($input: FileAppealInput!) { fileAppeal(input: $input) { id } }',
      async () => ({ input: { text: 'Please', postId: appealablePost } }),
      async () => {
        appealablePost = await newBannedPost();
      },
    ),
    mutation(
      'appealBan',
      ['input.username', 'input.password', 'input.text'],
      async () => newcomer(),
      'mutation($input: AppealBanInput!) { appealBan(input: $input) { id } }',
      async () => ({ input: { username: banned.username, password: 'secret1', text: 'Please' } }),
      async () => {
        banned = await newBanned();
      },
    ),
    mutation(
      'decideAppeal',
      ['input.reason'],
      asAdmin,
      'mutation($input: DecideAppealInput!) { decideAppeal(input: $input) { id } }',
      async () => ({ input: { appealId: openAppeal, decision: 'upheld', reason: 'Seen' } }),
      async () => {
        openAppeal = await newAppeal();
      },
    ),
    mutation(
      'liftSanction',
      ['reason'],
      asAdmin,
      'mutation($userId: ID!, $reason: String) { liftSanction(userId: $userId, action: lift_timeout, reason: $reason) { id } }',
      async () => ({ userId: timedOut }),
      async () => {
        timedOut = await newTimedOut();
      },
    ),
    mutation(
      'banIp',
      ['ipAddress', 'reason'],
      asAdmin,
      'mutation($ipAddress: String!, $reason: String) { banIp(ipAddress: $ipAddress, reason: $reason) { ipAddress } }',
      async () => ({
        ipAddress: newAddress(),
        reason: 'Spam',
      }),
    ),
    mutation(
      'changeUsername',
      ['username'],
      renamer,
      'mutation($username: String!) { changeUsername(username: $username) { id } }',
      async () => ({ username: uniqueName() }),
      renameTaken,
    ),
    mutation('setLanguage', ['language'], asAlice, 'mutation($language: String) { setLanguage(language: $language) { id } }', async () => ({ language: 'es' })),
    mutation(
      'subscribeToPush',
      ['input.endpoint', 'input.p256dh', 'input.auth'],
      asAlice,
      'mutation($input: PushSubscriptionInput!) { subscribeToPush(input: $input) }',
      async () => {
        const { endpoint, keys } = pushSubscription();
        return { input: { endpoint, ...keys } };
      },
    ),
    mutation('unsubscribeFromPush', ['endpoint'], asAlice, 'mutation($endpoint: String!) { unsubscribeFromPush(endpoint: $endpoint) }', async () => ({
      endpoint: pushSubscription().endpoint,
    })),
    mutation('setHiddenWords', ['words'], asAlice, 'mutation($words: [String!]!) { setHiddenWords(words: $words) }', async () => ({ words: ['spoiler'] })),
    mutation(
      'registerPasskey',
      ['input.response', 'input.name'],
      asAlice,
      'mutation($input: RegisterPasskeyInput!) { registerPasskey(input: $input) { id } }',
      async () => ({ input: { response: JSON.stringify(await passkeyRegistration()), name: 'Phone' } }),
    ),
    mutation(
      'logInWithPasskey',
      ['response'],
      async () => newcomer(),
      'mutation($response: String!) { logInWithPasskey(response: $response) { token } }',
      async () => ({}),
    ),
  ];
  return [...rest, ...graphqlCalls, ...(await twoFactorTextCalls(world, newcomer))];
}
