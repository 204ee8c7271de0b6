import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { instantShell } from './instantShell';
import './outbox';
import './push';
import './shareTarget';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/*
 * The installable app's service worker at /sw.js (the path the spec names): it precaches the built
 * shell, answers every page load with it at once (offline too: instantShell.ts), and keeps the
 * photos it has shown. GraphQL and the API are never cached here: the client keeps the last feed it
 * loaded itself and shows it at once on the next visit (web/src/apollo/offlineSnapshot.ts). Each of
 * the app's other uses of the worker is a module of its own in this folder, imported below.
 */

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

registerRoute(new NavigationRoute(instantShell, { denylist: [/^\/(api|graphql|media|admin-ws)(\/|$)/] }));

registerRoute(
  ({ url }) => /^\/media\/[^/]+\.jpg$/.test(url.pathname),
  new CacheFirst({ cacheName: 'glimpse-photos', plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })] }),
);
