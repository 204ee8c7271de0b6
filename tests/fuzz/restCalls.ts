/**
 * Every call of the REST shim (bff/rest/), as the fuzzer sends it:
 * `:name` path parameters, body fields, query parameters and, for uploads, the file's field.
 * `endsSession` calls run as a throwaway user, so that they cannot sign the fuzzing users out.
 */
export type RestCall = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  fields?: string[];
  query?: string[];
  file?: string;
  headers?: string[];
  endsSession?: boolean;
};

const page = ['limit', 'cursor'];

export const REST_CALLS: RestCall[] = [
  { method: 'GET', path: '/api/health' },
  // Without the admin code (the fuzzer does not know it): refused before anything is appended.
  { method: 'POST', path: '/api/admin/projectors/rebuild', fields: ['projector'] },
  { method: 'POST', path: '/api/auth/login', fields: ['username', 'password'] },
  { method: 'POST', path: '/api/auth/signup', fields: ['username', 'email', 'password', 'birthDate', 'age'], file: 'profilePicture' },
  { method: 'POST', path: '/api/auth/admin-signup', fields: ['username', 'email', 'password', 'birthDate', 'adminCode'], file: 'profilePicture' },
  { method: 'POST', path: '/api/auth/update-profile', fields: ['fullName', 'bio'], file: 'profilePicture' },
  { method: 'POST', path: '/api/auth/logout', endsSession: true },
  { method: 'POST', path: '/api/auth/change-password', fields: ['currentPassword', 'newPassword'], endsSession: true },
  { method: 'DELETE', path: '/api/auth/delete-account', endsSession: true },
  { method: 'GET', path: '/api/auth/sessions' },
  { method: 'DELETE', path: '/api/auth/sessions/:id', endsSession: true },
  // As a throwaway user too: a name the fuzzer happens to make valid would rename a fuzzing user.
  { method: 'POST', path: '/api/auth/change-username', fields: ['username'], endsSession: true },
  { method: 'POST', path: '/api/auth/passkeys/registration-options' },
  { method: 'POST', path: '/api/auth/passkeys/register', fields: ['response', 'name'] },
  { method: 'GET', path: '/api/auth/passkeys' },
  { method: 'DELETE', path: '/api/auth/passkeys/:id' },
  { method: 'POST', path: '/api/auth/passkeys/login-options' },
  { method: 'POST', path: '/api/auth/passkeys/login', fields: ['response'] },
  { method: 'POST', path: '/api/auth/forgot-password', fields: ['email'] },
  { method: 'POST', path: '/api/auth/reset-password', fields: ['token', 'newPassword'] },
  { method: 'GET', path: '/api/auth/verify-email', query: ['token'] },
  { method: 'POST', path: '/api/auth/resend-verification' },
  { method: 'POST', path: '/api/auth/change-email', fields: ['email', 'password'] },
  { method: 'POST', path: '/api/auth/2fa/setup' },
  { method: 'POST', path: '/api/auth/2fa/enable', fields: ['code'] },
  { method: 'POST', path: '/api/auth/2fa/disable', fields: ['password'] },
  { method: 'POST', path: '/api/auth/login/2fa', fields: ['challenge', 'code'] },

  { method: 'GET', path: '/api/posts', query: page },
  { method: 'POST', path: '/api/posts', fields: ['caption', 'location', 'alt', 'crop'], file: 'media' },
  { method: 'GET', path: '/api/posts/:id' },
  { method: 'PATCH', path: '/api/posts/:id', fields: ['caption', 'location', 'alt'] },
  { method: 'GET', path: '/api/posts/:id/history' },
  { method: 'DELETE', path: '/api/posts/:id', fields: ['adminUserId'] },
  { method: 'POST', path: '/api/posts/:id/like' },
  { method: 'GET', path: '/api/posts/:id/comments', query: page },
  { method: 'GET', path: '/api/posts/:id/likes', query: page },
  { method: 'POST', path: '/api/posts/:id/comments', fields: ['content', 'parentId'] },
  { method: 'DELETE', path: '/api/comments/:id', fields: ['adminUserId'] },
  { method: 'GET', path: '/api/comments/:id/replies', query: page },
  { method: 'POST', path: '/api/comments/:id/like' },

  { method: 'GET', path: '/api/me/data', query: ['userId', 'id'] },

  { method: 'GET', path: '/api/stories' },
  { method: 'POST', path: '/api/stories', file: 'image' },
  { method: 'GET', path: '/api/stories/:id/viewers' },
  { method: 'POST', path: '/api/stories/:id/replies', fields: ['content'] },
  { method: 'DELETE', path: '/api/stories/:id' },

  { method: 'GET', path: '/api/users/search', query: ['q'] },
  { method: 'GET', path: '/api/search/:query' },
  { method: 'GET', path: '/api/users/suggested' },
  { method: 'GET', path: '/api/explore', query: page },
  { method: 'GET', path: '/api/users/:id' },
  { method: 'GET', path: '/api/users/:id/is-following' },
  { method: 'POST', path: '/api/users/:id/follow' },
  { method: 'GET', path: '/api/users/:id/followers', query: [...page, 'q'] },
  { method: 'GET', path: '/api/users/:id/following', query: [...page, 'q'] },
  { method: 'GET', path: '/api/users/:id/posts', query: page },
  { method: 'GET', path: '/api/hashtags/search', query: ['q'] },
  { method: 'GET', path: '/api/hashtags/:hashtag/posts', query: page },
  { method: 'GET', path: '/api/users/blocked' },
  { method: 'POST', path: '/api/users/:id/block' },
  { method: 'POST', path: '/api/users/:id/mute' },
  { method: 'POST', path: '/api/account/privacy', fields: ['isPrivate'] },
  { method: 'PUT', path: '/api/account/language', fields: ['language'] },
  { method: 'GET', path: '/api/follow-requests' },
  { method: 'POST', path: '/api/follow-requests/:userId/approve' },
  { method: 'POST', path: '/api/follow-requests/:userId/decline' },

  { method: 'POST', path: '/api/conversations', fields: ['userId'] },
  { method: 'GET', path: '/api/conversations' },
  { method: 'GET', path: '/api/conversations/:id/messages', query: ['limit', 'before'] },
  { method: 'POST', path: '/api/conversations/:id/messages', fields: ['content'] },
  { method: 'PUT', path: '/api/conversations/:id/read' },
  { method: 'GET', path: '/api/conversations/requests' },
  { method: 'POST', path: '/api/conversations/:id/accept' },
  { method: 'DELETE', path: '/api/conversations/:id' },

  { method: 'GET', path: '/api/notifications', query: page },
  { method: 'GET', path: '/api/notifications/unread-count' },
  { method: 'POST', path: '/api/notifications/read' },
  { method: 'GET', path: '/api/push/public-key' },
  { method: 'POST', path: '/api/push/subscriptions', fields: ['endpoint', 'keys'] },
  { method: 'DELETE', path: '/api/push/subscriptions', fields: ['endpoint'] },
  { method: 'GET', path: '/api/push/settings' },
  { method: 'PUT', path: '/api/push/settings', fields: ['likes', 'comments', 'follows', 'mentions', 'messages'] },

  { method: 'GET', path: '/api/account/hidden-words' },
  { method: 'PUT', path: '/api/account/hidden-words', fields: ['words'] },

  {
    method: 'POST',
    path: '/api/reports',
    fields: ['text', 'reportedUserId', 'postId', 'commentId', 'messageId', 'storyId'],
    file: 'image',
    headers: ['x-auth-token'],
  },
  { method: 'GET', path: '/api/reports/mine' },
  { method: 'POST', path: '/api/appeals', fields: ['text', 'postId', 'username', 'password'] },
  { method: 'GET', path: '/api/appeals/mine' },
  { method: 'GET', path: '/api/account/ban' },
  { method: 'GET', path: '/api/admin/appeals' },
  { method: 'POST', path: '/api/admin/appeals/:appealId/decide', fields: ['decision', 'reason'] },
  { method: 'GET', path: '/api/admin/users' },
  { method: 'GET', path: '/api/admin/accounts', query: ['q'] },
  { method: 'POST', path: '/api/admin/ips', fields: ['ipAddress', 'reason'] },
  { method: 'GET', path: '/api/admin/reports' },
  { method: 'GET', path: '/api/admin/banned-ips' },
  { method: 'PATCH', path: '/api/admin/reports/:reportId/status', fields: ['status', 'adminUserId'] },
  { method: 'POST', path: '/api/admin/ips/:ip/unban' },
  { method: 'POST', path: '/api/admin/ban-user', fields: ['userId', 'reason', 'adminCode', 'adminUserId'] },
  { method: 'POST', path: '/api/admin/users/:userId/:action', fields: ['duration', 'adminCode', 'reason'] },
  { method: 'GET', path: '/api/admin/banned-posts' },
  { method: 'POST', path: '/api/admin/posts/:id/ban', fields: ['reason'] },
  { method: 'POST', path: '/api/admin/posts/:id/unban' },

  { method: 'POST', path: '/media', fields: ['crop'], file: 'file' },
  { method: 'GET', path: '/media/:id', headers: ['range'] },
  { method: 'GET', path: '/api/:anything' },
];
