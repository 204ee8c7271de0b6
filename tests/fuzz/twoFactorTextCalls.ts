import { generate } from 'otplib';
import { Caller } from '../support/people';
import type { FuzzWorld } from './fuzzWorld';
import type { TextCall } from './textCalls';

const json = (method: string, body: unknown): RequestInit => ({ method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const graphql = (query: string, variables: Record<string, unknown>) => ({ path: '/graphql', init: json('POST', { query, variables }) });

/**
 * The two-factor calls that take text, and the deletion's password, each with a valid request to
 * vary: a person with two-factor sign-in on (each sign-in from a new address earns a challenge to
 * answer) and a person with a secret set up, whose password also confirms the deletion.
 */
export async function twoFactorTextCalls(world: FuzzWorld, newcomer: () => Caller): Promise<TextCall[]> {
  const { services } = world.glimpse;
  const request = (viewerId: string | null, ip: string) => ({ viewerId, sessionId: null, clientIp: ip, idempotencyKey: null, now: services.clock() });
  const account = async (username: string) => {
    const ip = newcomer().ip;
    const form = { username, email: `${username}@example.com`, password: 'secret1', birthDate: '1990-01-01' };
    const id = await services.accounts.signUp(form, null, request(null, ip));
    return new Caller(world.glimpse.url, ip, await services.sessions.start(id, request(id, ip)), id);
  };
  const withCode = await account('twofactorfuzz');
  const { secret } = await services.twoFactor.setUp(withCode.id!, request(withCode.id, withCode.ip));
  const epoch = Math.floor(services.clock().getTime() / 1000);
  await services.twoFactor.enable(withCode.id!, await generate({ secret, epoch }), request(withCode.id, withCode.ip));
  const settingUp = await account('twofactorsetup');

  const challenge = async () => (await newcomer().json('/api/auth/login', 'POST', { username: 'twofactorfuzz', password: 'secret1' })).body.challenge as string;
  const setUp = async () => void (await settingUp.json('/api/auth/2fa/setup', 'POST'));

  return [
    {
      name: 'POST /api/auth/2fa/enable',
      fields: ['code'],
      attempt: async (_field, text) => {
        await setUp();
        return { caller: settingUp, path: '/api/auth/2fa/enable', init: json('POST', { code: text }) };
      },
    },
    {
      name: 'POST /api/auth/2fa/disable',
      fields: ['password'],
      attempt: async (_field, text) => ({ caller: withCode, path: '/api/auth/2fa/disable', init: json('POST', { password: text }) }),
    },
    {
      name: 'POST /api/auth/login/2fa',
      fields: ['challenge', 'code'],
      attempt: async (field, text) => ({
        caller: newcomer(),
        path: '/api/auth/login/2fa',
        init: json('POST', { challenge: await challenge(), code: '123456', [field]: text }),
      }),
    },
    {
      name: 'mutation enableTwoFactor',
      fields: ['code'],
      attempt: async (_field, text) => {
        await setUp();
        return { caller: settingUp, ...graphql('mutation($code: String!) { enableTwoFactor(code: $code) { recoveryCodes } }', { code: text }) };
      },
    },
    {
      name: 'mutation disableTwoFactor',
      fields: ['password'],
      attempt: async (_field, text) => ({
        caller: withCode,
        ...graphql('mutation($password: String!) { disableTwoFactor(password: $password) }', { password: text }),
      }),
    },
    {
      name: 'mutation logInTwoFactor',
      fields: ['input.challenge', 'input.code'],
      attempt: async (field, text) => {
        const input = { challenge: await challenge(), code: '123456', [field.slice('input.'.length)]: text };
        return { caller: newcomer(), ...graphql('mutation($input: TwoFactorLogInInput!) { logInTwoFactor(input: $input) { token } }', { input }) };
      },
    },
    {
      name: 'mutation deleteAccount',
      fields: ['password'],
      attempt: async (_field, text) => ({
        caller: settingUp,
        ...graphql('mutation($password: String!) { deleteAccount(password: $password) }', { password: text }),
      }),
    },
  ];
}
