import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import express, { Router } from 'express';

export const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/dist');

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page with the path asked for in `<html data-path>`: its inline styles show that screen's
 * skeleton before any script runs (web/index.html's instant shell). The service worker does the
 * same for the pages it serves (web/src/sw/instantShell.ts).
 */
export const withPath = (page: string, pathname: string) => page.replace('data-path="/"', () => `data-path="${attribute(pathname)}"`);

/** The built web app; any other GET that is not an API path gets index.html, for client-side routes. */
export function webAppRoutes(): Router {
  const router = Router();
  if (!existsSync(path.join(webDist, 'index.html'))) return router;
  // Scripts and styles are text: gzipped they are a quarter the size on a phone's network.
  router.use(compression());
  router.get('/sw.js', (_req, res) => res.set('Cache-Control', 'no-cache').sendFile(path.join(webDist, 'sw.js')));
  router.use('/assets', express.static(path.join(webDist, 'assets'), { immutable: true, maxAge: '1y' }));
  router.use(express.static(webDist, { index: false, maxAge: '1h' }));
  // A share from the phone is the service worker's to take (web/src/sw/shareTarget.ts); one that
  // reaches the server (no worker in control yet) lands on Upload, without its files, rather than on an error.
  router.post('/share-target', (_req, res) => res.redirect(303, '/upload'));
  router.get(/^(?!\/(api|graphql|media|admin-ws)(\/|$)).*/, async (req, res) => {
    const page = await readFile(path.join(webDist, 'index.html'), 'utf8');
    res.set('Cache-Control', 'no-cache').type('html').send(withPath(page, req.path));
  });
  return router;
}
