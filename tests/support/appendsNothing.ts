import { expect } from 'vitest';
import type { Glimpse } from '../../bff/app';

/** Runs `attempt` against `glimpse` and checks that it appended no event (a refused or repeated write); returns what it answered. */
export async function appendsNothing<T>(glimpse: Glimpse, attempt: () => Promise<T>): Promise<T> {
  // The mails sent meanwhile would be counted: the outbox is emptied first.
  await glimpse.mailsSettled();
  const before = await glimpse.engines.events.headPosition();
  const result = await attempt();
  expect(await glimpse.engines.events.headPosition()).toBe(before);
  return result;
}
