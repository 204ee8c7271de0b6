/**
 * The queries the page sends before the app's code has loaded (a script web/build/firstData.ts writes
 * from these and the generated documents), which the app then takes over: who is signed in, on
 * every page, and the feed's first page on the feed. Plain data: the build reads it too.
 */
export const FIRST_FEED_PAGE = { first: 20, after: null };

export const FIRST_DATA_REQUESTS = {
  me: { operationName: 'Me', document: 'MeDocument', variables: {}, onlyAt: null },
  feed: { operationName: 'Feed', document: 'FeedDocument', variables: FIRST_FEED_PAGE, onlyAt: '/' },
} as const;

/**
 * The page whose code the page's script starts loading too, where it opens: the feed, the page a
 * signed-in visit to / shows, is otherwise only asked for once the app's own code has arrived and
 * run (its files would wait for some 200 KB of JavaScript on a phone).
 */
export const FIRST_PAGE_CODE = { at: '/', module: 'src/routes/Home.tsx' } as const;

export type FirstDataKey = keyof typeof FIRST_DATA_REQUESTS;

/** Where the page's script leaves its answers (the parsed JSON bodies) for the app. */
export const FIRST_DATA_GLOBAL = '__glimpseFirstData';
