import { matchPrecache } from 'workbox-precaching';
import type { RouteHandler } from 'workbox-core';

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Every page load answered at once from the precached app (online too), with the path asked for
 * in `<html data-path>`, as the server writes it (bff/webApp.ts withPath): the instant shell shows
 * that screen's skeleton before any script runs. Without a precached page (a worker still
 * installing), the network's.
 */
export const instantShell: RouteHandler = async ({ request, url }) => {
  const page = await matchPrecache('/index.html');
  if (!page) return fetch(request);
  const html = (await page.text()).replace('data-path="/"', () => `data-path="${attribute(url.pathname)}"`);
  return new Response(html, { headers: page.headers });
};
