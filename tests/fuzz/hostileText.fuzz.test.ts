import { getNamedType, isInputObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uncleanTexts } from './cleanText';
import { startFuzzWorld, type FuzzWorld } from './fuzzWorld';
import { loadSchema } from './graphqlOperations';
import { HOSTILE_TEXT } from './hostileText';
import { REST_CALLS } from './restCalls';
import { textCalls, type TextCall } from './textCalls';

/**
 * Not random: every text field of every call (REST and GraphQL mutations) gets each hostile text
 * of hostileText.ts, the other fields valid, over real HTTP. Each answer is a 4xx with a message
 * that appended nothing, or a success whose appended events hold only clean text (cleanText.ts):
 * never a 500. Limits are off, so that no 429 stands in for the text rule.
 */
describe('every call that takes text, with each hostile text', () => {
  let world: FuzzWorld;
  let calls: TextCall[];

  beforeAll(async () => {
    world = await startFuzzWorld({ RATE_LIMITS: 'off' });
    calls = await textCalls(world);
  });
  afterAll(async () => {
    await world?.stop();
  });

  it('covers every REST call with body fields and every text argument of every mutation', () => {
    const rest = REST_CALLS.filter((call) => call.fields?.length).map((call) => `${call.method} ${call.path}: ${call.fields!.join(', ')}`);
    const schema = loadSchema();
    const mutations = Object.values(schema.getMutationType()!.getFields()).flatMap((field) => {
      const paths = field.args.flatMap((arg) => {
        const type = getNamedType(arg.type);
        if (isInputObjectType(type))
          return Object.values(type.getFields())
            .filter((f) => getNamedType(f.type).name === 'String')
            .map((f) => `${arg.name}.${f.name}`);
        return type.name === 'String' ? [arg.name] : [];
      });
      return paths.length ? [`mutation ${field.name}: ${paths.join(', ')}`] : [];
    });
    expect(calls.map((call) => `${call.name}: ${call.fields.join(', ')}`).sort()).toEqual([...rest, ...mutations].sort());
  });

  it('answers a 4xx that stores nothing, or stores the text clean; never a 500', async () => {
    const failures: string[] = [];
    // Answers by status, printed: a sweep whose every request bounced off an unrelated check would prove little.
    const answered = new Map<string, number>();
    for (const call of calls) {
      for (const field of call.fields) {
        for (const [name, text] of Object.entries(HOSTILE_TEXT)) {
          const { caller, path, init } = await call.attempt(field, text);
          const before = await world.headPosition();
          const answer = await caller.request(path, init);
          const after = await world.headPosition();
          const errors: { message?: unknown; path?: unknown[]; extensions?: { code?: string } }[] = Array.isArray(answer.body?.errors)
            ? answer.body.errors
            : [];
          const what = `${call.name} with ${name} in ${field}: ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 200)}`;
          const refused = answer.status >= 400 || errors.some((e) => !e.path || e.path.length <= 1);
          const status = refused ? `${answer.status === 200 ? (errors[0]?.extensions?.code ?? 'error') : answer.status}` : 'stored';
          answered.set(status, (answered.get(status) ?? 0) + 1);
          if (answer.status >= 500 || errors.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR')) failures.push(`failed: ${what}`);
          else if (refused) {
            if (after !== before) failures.push(`refused but appended ${after - before} events: ${what}`);
            if (typeof (answer.body?.message ?? errors[0]?.message) !== 'string') failures.push(`refused without a message: ${what}`);
          } else {
            for (const problem of uncleanTexts(await world.glimpse.engines.events.readAll(before, after - before))) failures.push(`stored ${problem}: ${what}`);
            await call.accepted?.(field, text);
          }
        }
      }
    }
    console.log(`Hostile text: ${[...answered].map(([status, n]) => `${status}: ${n}`).join(', ')}`);
    expect(failures).toEqual([]);
  }, 900_000);
});
