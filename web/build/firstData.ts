import { createHash } from 'node:crypto';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { FIRST_DATA_GLOBAL, FIRST_DATA_REQUESTS, FIRST_PAGE_CODE } from '../src/firstDataRequests.js';
import { FEED_PHOTO_SIZES, NARROW_PHOTO_WIDTH, STORED_PHOTO, STORED_PHOTO_WIDTH } from '../src/lib/photoSources.js';
import { readDocument } from './documentsWhereUsed.js';

type PageFiles = { scripts: string[]; styles: string[] };

const CSS_FILE = /\.(css|less|sass|scss|styl|stylus|pcss|postcss|sss)(?:$|\?)/;
const CSS_MODULE_FILE = /\.module\.(css|less|sass|scss|styl|stylus|pcss|postcss|sss)(?:$|\?)/;

/** As Vite tells a chunk that holds nothing but stylesheets, whose script it removes from the build (vite:css-post). */
function isPureCssChunk(chunk: OutputChunk): boolean {
  return (
    !chunk.isEntry && chunk.exports.length === 0 && chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => CSS_FILE.test(id) && !CSS_MODULE_FILE.test(id))
  );
}

/**
 * The files FIRST_PAGE_CODE's page loads when the app imports it, but the page itself does not name:
 * its chunk, the chunks it imports, and their styles.
 */
function firstPageFiles(bundle: OutputBundle): PageFiles {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  // The chunk that holds the page's module, which it shares with the app's modules it imports (vite.config.ts's 'feed' group).
  const page = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(FIRST_PAGE_CODE.module)));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!page || !entry) throw new Error(`glimpse-first-data: no chunk for ${FIRST_PAGE_CODE.module}`);
  const named = new Set([entry.fileName, ...entry.imports]);
  const files: PageFiles = { scripts: [], styles: [] };
  const visit = (fileName: string) => {
    if (named.has(fileName)) return;
    named.add(fileName);
    const chunk = bundle[fileName] as OutputChunk;
    // A chunk of styles alone (a stylesheet that chunks of several screens import) is still in the
    // bundle here, but Vite leaves its script out of the build: only its styles are loaded.
    if (!isPureCssChunk(chunk)) files.scripts.push(`/${fileName}`);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.styles.push(`/${css}`);
    chunk.imports.forEach(visit);
  };
  visit(page.fileName);
  return files;
}

/** The page's script that sends FIRST_DATA_REQUESTS and leaves the answers for the app. */
function firstDataScript(pageFiles: PageFiles): string {
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
  if (location.pathname === ${JSON.stringify(FIRST_PAGE_CODE.at)}) {
    // One insertion for all of them: each link added on its own costs a phone a few milliseconds.
    var links = document.createDocumentFragment();
    var preload = function (rel, as, href) {
      var link = document.createElement('link');
      link.rel = rel;
      if (as) link.as = as;
      link.crossOrigin = '';
      link.href = href;
      links.appendChild(link);
    };
    ${JSON.stringify(pageFiles.scripts)}.forEach(function (href) { preload('modulepreload', null, href); });
    ${JSON.stringify(pageFiles.styles)}.forEach(function (href) { preload('preload', 'style', href); });
    document.head.appendChild(links);
    // The feed's first photo is what the page is looked at for: it downloads while the app's code
    // starts, instead of once the feed has rendered (the same request as the feed's <img>: same
    // srcset and sizes as PostCard's, see photoSources.ts; no CORS).
    if (first.feed) first.feed.then(function (body) {
      var edge = body && body.data && body.data.feed && body.data.feed.edges[0];
      var post = edge && edge.node;
      if (!post || post.mediaType !== 'image' || !post.mediaUrl) return;
      var srcset = ${STORED_PHOTO}.test(post.mediaUrl)
        ? post.mediaUrl + '?w=${NARROW_PHOTO_WIDTH} ${NARROW_PHOTO_WIDTH}w, ' + post.mediaUrl + ' ${STORED_PHOTO_WIDTH}w'
        : null;
      var photo = document.createElement('link');
      photo.rel = 'preload';
      photo.as = 'image';
      photo.href = post.mediaUrl;
      if (srcset) {
        photo.imageSrcset = srcset;
        photo.imageSizes = ${JSON.stringify(FEED_PHOTO_SIZES)};
      }
      photo.fetchPriority = 'high';
      document.head.appendChild(photo);
      showInShell(post, srcset);
    }, function () {});
  }

  // The same photo goes into the shell's first card at once, at the shape the feed's card will
  // give it: on a phone the app's code takes a second or more to arrive and start, and the photo
  // the page is looked at for need not wait for it. The app's card then takes its place, showing
  // the same file from the browser's memory.
  function showInShell(post, srcset) {
    var box = document.querySelector('#shell .shell__feed .skeleton--media');
    if (!box) return;
    var item = post.media && post.media[0];
    if (item && item.width && item.height) box.style.aspectRatio = item.width + ' / ' + item.height;
    var img = document.createElement('img');
    img.className = 'shell__photo';
    img.alt = '';
    if (srcset) {
      img.srcset = srcset;
      img.sizes = ${JSON.stringify(FEED_PHOTO_SIZES)};
    }
    img.src = post.mediaUrl;
    img.fetchPriority = 'high';
    box.classList.remove('skeleton');
    box.appendChild(img);
  }
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
      handler(_options, bundle) {
        const source = firstDataScript(firstPageFiles(bundle));
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
