import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import { FIRST_DATA_GLOBAL, FIRST_DATA_REQUESTS } from './src/firstDataRequests.js';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const backend = process.env.BACKEND_URL ?? 'http://localhost:3000';
// The server refuses sockets that other sites' pages open (their Origin is not its host). Through
// this proxy the dev server's own pages look like that (Origin :5173, Host :3000), so their Origin,
// and only theirs, becomes the backend's. (HTTP requests carry Sec-Fetch-Site, which the server trusts.)
const asSameOriginSocket: ProxyOptions['configure'] = (proxy) =>
  proxy.on('proxyReqWs', (proxyReq, req) => {
    const origin = req.headers.origin;
    if (origin && URL.canParse(origin) && new URL(origin).host === req.headers.host) proxyReq.setHeader('origin', backend);
  });
// The dev server and the preview talk to `npm start` for everything but the app itself.
const proxy = {
  '/graphql': { target: backend, ws: true, changeOrigin: true, configure: asSameOriginSocket },
  '/admin-ws': { target: backend, ws: true, changeOrigin: true, configure: asSameOriginSocket },
  '/api': { target: backend, changeOrigin: true },
  '/media': { target: backend, changeOrigin: true },
};

const generatedDir = fileURLToPath(new URL('./src/gql/', import.meta.url));
const DOCUMENT_MODULE = '\0glimpse-document:';

/** Each `graphql(...)` source codegen knows, and the name of its document in `gql/graphql.ts`. */
function readDocumentNames(): Map<string, string> {
  const names = new Map<string, string>();
  const entry = /^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),?$/;
  for (const line of readFileSync(`${generatedDir}gql.ts`, 'utf8').split('\n')) {
    const match = entry.exec(line);
    if (match) names.set(JSON.parse(match[1]) as string, match[2]);
  }
  return names;
}

/** One document of `gql/graphql.ts` (with the fragments it spreads), without codegen's hash. */
function readDocument(name: string): string | undefined {
  const prefix = `export const ${name} = `;
  const line = readFileSync(`${generatedDir}graphql.ts`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(prefix));
  if (!line) return undefined;
  const { __meta__: _hash, ...document } = JSON.parse(line.slice(prefix.length, line.lastIndexOf(' as unknown as ')));
  return JSON.stringify(document);
}

/**
 * Replaces each `graphql(\`...\`)` call with an import of a module holding that one document, as
 * codegen's babel plugin would: the lookup table behind `graphql()` holds every document of the app
 * (12 KB gzipped), so the first page loaded and evaluated the documents of every other page too.
 * Each page's chunk now carries its own. The hash codegen embeds in each document is left out: the
 * server recognises the app's documents by their text, and the hashes would not compress.
 */
const documentsWhereUsed: Plugin = {
  name: 'glimpse-documents-where-used',
  enforce: 'pre',
  resolveId: (id) => (id.startsWith(DOCUMENT_MODULE) ? id : null),
  load(id) {
    if (!id.startsWith(DOCUMENT_MODULE)) return null;
    this.addWatchFile(`${generatedDir}graphql.ts`);
    const document = readDocument(id.slice(DOCUMENT_MODULE.length));
    if (!document) this.error(`No document ${id.slice(DOCUMENT_MODULE.length)} in src/gql/graphql.ts: run npm run codegen`);
    return `export default ${document};`;
  },
  transform(code, id) {
    if (!/\/web\/src\/.*\.tsx?$/.test(id) || id.startsWith(generatedDir) || !code.includes('graphql(`')) return null;
    this.addWatchFile(`${generatedDir}gql.ts`);
    const names = readDocumentNames();
    const used = new Set<string>();
    const replaced = code.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (_call, source: string) => {
      const name = names.get(source);
      if (!name) this.error(`A graphql() document in ${id} is not in src/gql/gql.ts: run npm run codegen`);
      used.add(name);
      return `__document_${name}`;
    });
    const imports = [...used].map((name) => `import __document_${name} from ${JSON.stringify(DOCUMENT_MODULE + name)};`).join('\n');
    return { code: `${imports}\n${replaced}`, map: null };
  },
};

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
const firstData: Plugin = (() => {
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

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  plugins: [
    documentsWhereUsed,
    firstData,
    react(),
    // The installable app: a Workbox service worker at /sw.js (the path the spec names) that
    // precaches the built shell, answers every page load with it when offline, and keeps the
    // photos it has shown. GraphQL and the API are never cached by the worker: the client keeps
    // the last feed it loaded itself (web/src/apollo/offlineSnapshot.ts).
    VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['placeholder-avatar.svg', 'placeholder-image.svg', 'icons/*.png'],
      manifest: {
        name: 'Glimpse',
        short_name: 'Glimpse',
        description: 'Share photos and videos with your friends.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#ffffff',
        theme_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/(api|graphql|media|admin-ws)(\/|$)/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: ({ url }) => /^\/media\/[^/]+\.jpg$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'glimpse-photos', expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 } },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks cache better.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/ },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|graphql-ws|rxjs|optimism|@wry|tslib|zen-observable)/ },
            // Only the admins' Insights tab draws charts: its library must stay out of the chunks every page loads.
            { name: 'charts', test: /node_modules[\\/](chart\.js|@kurkle)[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
