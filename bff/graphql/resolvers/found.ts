import { type Missing, notFound } from '../../../domain/errors';

/** What a mutation just wrote, read back; gone meanwhile (deleted, banned) it is not found. */
export async function found<T>(value: Promise<T | null>, what: Missing): Promise<T> {
  const result = await value;
  if (!result) throw notFound(what);
  return result;
}
