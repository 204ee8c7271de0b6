import type { ChangeNotice } from '../../../projections/projector';
import type { GraphQLContext } from '../context';
import { liveStream } from './liveStream';

/** The change notices `pick` keeps, each turned into a payload by `load` (null skips it). */
export function noticeStream<N extends ChangeNotice, T>(
  context: GraphQLContext,
  pick: (notice: ChangeNotice) => notice is N,
  load: (notice: N) => Promise<T | null>,
): AsyncIterableIterator<T> {
  return liveStream<N, T>((push) => context.services.projections.onChange((notice) => void (pick(notice) && push(notice))), load);
}
