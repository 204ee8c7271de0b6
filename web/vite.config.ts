import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { documentsWhereUsed } from './build/documentsWhereUsed.js';
import { compiledMessages } from './build/compiledMessages.js';
import { firstData } from './build/firstData.js';

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

export default defineConfig({
  root: webRoot,
  publicDir: 'public',
  // Messages arrive compiled (build/compiledMessages.ts): FormatJS's parser is left out, as its docs advise.
  resolve: {
    alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
  },
  plugins: [
    compiledMessages,
    documentsWhereUsed,
    firstData,
    react(),
    // The installable app's service worker, web/src/sw/sw.ts, built to /sw.js (the path the spec names).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      manifestFilename: 'manifest.webmanifest',
      injectRegister: false,
      includeAssets: ['placeholder-avatar.svg', 'placeholder-image.svg', 'icons/*.png'],
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png}'] },
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
            // The subscriptions' socket (graphql-ws) stays out: it loads with the first subscription.
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo[\\/](?!client[\\/]link[\\/]subscriptions)|graphql[\\/]|rxjs|optimism|@wry|tslib|zen-observable)/,
            },
            // The app's language library (FormatJS), stable across releases like the others.
            { name: 'intl', test: /node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/ },
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
