import { FIRST_DATA_GLOBAL, type FirstDataKey } from '../firstDataRequests';

type Answer = { data?: unknown; errors?: unknown[] };
type Pending = Partial<Record<FirstDataKey, Promise<Answer>>>;

/**
 * Takes over a query the page sent before the app's code loaded (see firstDataRequests.ts), once:
 * its data, or null when it failed or was refused. Null right away when it was not sent (in
 * development, or on a page that does not need it): ask as usual.
 */
export function takeFirstData<T>(key: FirstDataKey): Promise<T | null> | null {
  const pending = (window as unknown as Record<string, Pending | undefined>)[FIRST_DATA_GLOBAL];
  const answer = pending?.[key];
  if (!answer) return null;
  delete pending[key];
  return answer.then(
    (body) => (body.data && !body.errors?.length ? (body.data as T) : null),
    () => null,
  );
}
