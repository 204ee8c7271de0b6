import { createHash } from 'node:crypto';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import type { Plugin } from 'vite';
import { FIRST_DATA_GLOBAL, FIRST_DATA_REQUESTS } from '../src/firstDataRequests.js';
import { readDocument } from './documentsWhereUsed.js';

/** The page's script that sends FIRST_DATA_REQUESTS and leaves the answers for the app. */
function firstDataScript(): string {
  const asks = Object.entries(FIRST_DATA_REQUESTS).map(([key, { operationName, document, variables, onlyAt }]) => {
    const source = readDocument(document);
    if (!source) throw new Error(`No document ${document} in src/gql/graphql.ts: run npm run codegen`);
    // With __typename, as Apollo Client sends it: the cache needs it to store the answer.
    const query = print(addTypenameToDocument(JSON.parse(source) as DocumentNode));
    const ask = `ask(${JSON.stringify(key)}, ${JSON.stringify(JSON.stringify({ operationName, variables, query }))});`;
    return onlyAt ? `if (location.pathname === ${JSON.stringify(onlyAt)}) ${ask}` : ask;
  });
  return `(function () {
  var first = (window[${JSON.stringify(FIRST_DATA_GLOBAL)}] = {});
  function ask(key, body) {
    var answer = fetch('/graphql', { method: 'POST', credentials: 'same-origin', headers: { 'content-type': 'application/json' }, body: body })
      .then(function (response) { return response.json(); });
    answer.catch(function () {});
    first[key] = answer;
  }
  ${asks.join('\n  ')}
})();
`;
}

/**
 * A small script in the page's head asks for the first data (who is signed in; on the feed, its
 * first page) while the app's code is still loading: on a phone the sign-in check and the feed no
 * longer wait for 200 KB of JavaScript to arrive and start, and the app's first task does not
 * spend its time preparing those queries.
 */
export const firstData: Plugin = (() => {
  let fileName: string | null = null;
  return {
    name: 'glimpse-first-data',
    apply: 'build',
    buildStart() {
      fileName = null;
    },
    generateBundle: {
      // Before the page itself is written (transformIndexHtml below names the script).
      order: 'pre',
      handler() {
        const source = firstDataScript();
        fileName = `assets/first-data-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
        this.emitFile({ type: 'asset', fileName, source });
      },
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!fileName) throw new Error('glimpse-first-data: the page was written before its script');
        // Deferred and ahead of the app's module script: it runs once the page is parsed, and
        // always before the app, which takes its answers over.
        return [{ tag: 'script', attrs: { src: `/${fileName}`, defer: true }, injectTo: 'head-prepend' }];
      },
    },
  };
})();
