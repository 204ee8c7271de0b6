import type { Page } from '../../../projections/queries/types';

/** A page of a list as a GraphQL connection. */
export const connection = <T>(page: Page<T>) => ({ edges: page.items, pageInfo: { endCursor: page.endCursor, hasNextPage: page.hasNextPage } });
