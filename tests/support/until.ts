/**
 * Waits until `condition` holds, polling, or fails naming `what`. Tests use it to know that the
 * server has registered a subscription before they cause the change it should deliver: graphql-ws
 * acknowledges a connection, never a single subscription.
 */
export async function until(condition: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Counts the subscriptions a test opens so that it can wait until the server has started them
 * all before causing the change they should deliver.
 */
export function subscriptionsOf(started: () => number) {
  let expected = 0;
  return {
    /** Call as each subscription is opened. */
    opened(): void {
      expected = Math.max(expected, started()) + 1;
    },
    live: () => until(() => started() >= expected, `the server to start ${expected} subscriptions`),
  };
}

/**
 * Waits until a page has started its subscriptions: more than `before` have started and none for
 * `quietMs`. For browser tests, where the page decides how many it opens.
 */
export async function subscriptionsSettled(started: () => number, before: number, quietMs = 300): Promise<void> {
  await until(() => started() > before, 'the page to subscribe');
  let last = started();
  let quietSince = Date.now();
  await until(() => {
    if (started() !== last) [last, quietSince] = [started(), Date.now()];
    return Date.now() - quietSince >= quietMs;
  }, 'the page to finish subscribing');
}
