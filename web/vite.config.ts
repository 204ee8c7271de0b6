import { fileURLToPath } from 'node:url';
import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { documentsWhereUsed } from './build/documentsWhereUsed.js';
import { compiledMessages } from './build/compiledMessages.js';
import { firstData } from './build/firstData.js';
import { instantShell } from './build/instantShell.js';
import { SHARE_TARGET_PATH, SHARED_FILES_FIELD } from './src/lib/sharedFiles.js';

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
    instantShell,
    react(),
    // The installable app's service worker, web/src/sw/sw.ts, built to /sw.js (the path the spec names).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      manifestFilename: 'manifest.webmanifest',
      injectRegister: false,
      includeAssets: ['placeholder-avatar.svg', 'placeholder-image.svg', 'icons/*.png'],
      // The install sheet's screenshots are fetched by the browser when it shows the sheet, not by the app.
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png}'], globIgnores: ['screenshots/**'] },
      manifest: {
        name: 'Glimpse',
        short_name: 'Glimpse',
        description: 'Share photos and videos with your friends: a feed of the people you follow, stories, likes, comments and direct messages.',
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
          // Drawn by web/build/appIcons.ts: the eye inside the central 80% that every mask keeps.
          { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          { name: 'New post', short_name: 'Post', url: '/upload', icons: [{ src: '/icons/shortcut-new-post.png', sizes: '96x96', type: 'image/png' }] },
          { name: 'Messages', url: '/messages', icons: [{ src: '/icons/shortcut-messages.png', sizes: '96x96', type: 'image/png' }] },
        ],
        // Taken by web/build/manifestScreenshots.ts from the demo content at a phone's width.
        screenshots: [
          { src: '/screenshots/feed.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: 'Your feed: photos from the people you follow' },
          {
            src: '/screenshots/profile.png',
            sizes: '390x844',
            type: 'image/png',
            form_factor: 'narrow',
            label: 'Profiles: the people you follow and their posts',
          },
          { src: '/screenshots/messages.png', sizes: '390x844', type: 'image/png', form_factor: 'narrow', label: 'Direct messages with your friends' },
        ],
        // A photo or video shared from the phone's gallery or another app: web/src/sw/shareTarget.ts takes it to Upload.
        share_target: {
          action: SHARE_TARGET_PATH,
          method: 'POST',
          enctype: 'multipart/form-data',
          params: { title: 'title', text: 'text', url: 'url', files: [{ name: SHARED_FILES_FIELD, accept: ['image/*', 'video/*'] }] },
        },
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
            // The feed and everything it imports of the app, in one file: on the first visit the page
            // asks for 15 scripts instead of 36, most of them 1-2 KB, each of which cost a phone a
            // round trip (over HTTP/1.1, six at a time) that held back the feed's first photo: in
            // Lighthouse its largest contentful paint came down from 3.3-3.5 s to 2.4-2.5 s. The
            // other pages share the file for the app's modules they import (the sign-in page's
            // first JavaScript grew from 150 to 164 KB gzipped, within its 200 KB budget), and
            // react-router comes along into it, a higher priority of the 'react' group
            // notwithstanding. Without its dependencies (includeDependenciesRecursively: false) the
            // group holds Home alone, and an 'entriesAware' group of the app's modules made both
            // pages miss their budget.
            { name: 'feed', test: /web[\\/]src[\\/]routes[\\/]Home\.tsx$/, priority: -1 },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
