import type { EventStore } from '../../domain/ports/eventStore';
import type { MediaStore } from '../../domain/ports/mediaStore';
import { FeedPages } from '../../projections/queries/feedPages';
import { postQueries } from '../../projections/queries/postQueries';
import { sessionQueries } from '../../projections/queries/sessionQueries';
import { userQueries } from '../../projections/queries/userQueries';
import type { ReadStore } from '../../projections/readStore';
import type { ProjectionRunner } from '../../projections/runner';
import { sessionTokens } from '../auth/session';
import { accountService } from './accounts';
import { commandBus } from './commandBus';
import { followService } from './follows';
import { postService } from './posts';
import { sessionService } from './sessions';

/** Everything GraphQL and the REST shim call: both go through these, never around them. */
export function createServices(deps: {
  events: EventStore;
  readStore: ReadStore;
  projections: ProjectionRunner;
  media: MediaStore;
  jwtSecret: string;
  adminCode: string;
  /** Keys the username and email reservation streams, so their names do not spell either. */
  nameSecret: string;
  secureCookies: boolean;
}) {
  const execute = commandBus(deps.events, deps.projections);
  const users = userQueries(deps.readStore);
  const posts = postQueries(deps.readStore, new FeedPages((listener) => deps.projections.onChange(listener)));
  const tokens = sessionTokens(deps.jwtSecret);
  return {
    users,
    posts,
    accounts: accountService(execute, users, deps.media, { adminCode: deps.adminCode, nameSecret: deps.nameSecret, afterErasure: () => deps.readStore.flush() }),
    publishing: postService(execute, deps.media, posts),
    follows: followService(execute, users),
    tokens,
    sessions: sessionService(execute, sessionQueries(deps.readStore), tokens),
    media: deps.media,
    projections: deps.projections,
    secureCookies: deps.secureCookies,
  };
}

export type Services = ReturnType<typeof createServices>;
