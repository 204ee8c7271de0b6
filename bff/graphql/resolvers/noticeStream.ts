import type { ChangeNotice } from '../../../projections/projector';
import type { GraphQLContext } from '../context';

/**
 * Change notices as an async iterator that ends when the client unsubscribes: each notice `pick`
 * keeps is turned into a payload by `load` (null skips it), one at a time, in order.
 */
export async function* noticeStream<N extends ChangeNotice, T>(
  context: GraphQLContext,
  pick: (notice: ChangeNotice) => notice is N,
  load: (notice: N) => Promise<T | null>,
): AsyncGenerator<T> {
  const pending: N[] = [];
  let wake: (() => void) | null = null;
  const stop = context.services.projections.onChange((notice) => {
    if (!pick(notice)) return;
    pending.push(notice);
    wake?.();
  });
  try {
    for (;;) {
      if (pending.length === 0) await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
      const payload = await load(pending.shift()!);
      if (payload !== null) yield payload;
    }
  } finally {
    stop();
  }
}
