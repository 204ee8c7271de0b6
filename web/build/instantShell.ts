import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const criticalCss = fileURLToPath(new URL('../src/styles/critical.css', import.meta.url));
const themeScript = fileURLToPath(new URL('../public/theme.js', import.meta.url));
const THEME_SCRIPT_TAG = '<script src="/theme.js"></script>';
const MARKER = /<!-- glimpse-critical-css:[^>]*-->/;
const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
const APP_FILE = /<(script type="module"|link rel="modulepreload"|link rel="stylesheet")/g;

/** The stylesheet without its comments and runs of white space: what a browser reads of it. */
const compact = (css: string) =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The instant shell (web/index.html's #shell) paints before anything else arrives:
 * - src/styles/critical.css goes into the page itself, in place of its marker;
 * - so does public/theme.js, which sets the theme before anything paints: a request would stand
 *   before the first paint (a round trip on a phone's network). The server's Content-Security-Policy
 *   allows it by the hash of its text (bff/http/securityHeaders.ts), so it must go in byte for byte;
 * - the app's stylesheets move from the head to the end of the body. There they no longer hold
 *   back the first paint, which needs only the shell above them, while the app's scripts, which
 *   wait for every stylesheet before they run, still never render unstyled;
 * - the app's scripts and stylesheets are fetched at low priority (fetchpriority="low"): the
 *   shell's first paint needs none of them, and what is fetched ahead of them (the first page of
 *   data and its first photo, first-data.js) is needed as soon as they run. Lighthouse counts a
 *   high-priority script or stylesheet that finished before the first paint as holding the paint
 *   back, which on a fast network made its first paint a race (docs/architecture.md, "An instant
 *   shell").
 */
export const instantShell: Plugin = {
  name: 'glimpse-instant-shell',
  transformIndexHtml: {
    order: 'post',
    handler(html, context) {
      if (!MARKER.test(html)) throw new Error('glimpse-instant-shell: no critical CSS marker in index.html');
      if (!html.includes(THEME_SCRIPT_TAG)) throw new Error('glimpse-instant-shell: no theme script in index.html');
      const page = html
        .replace(MARKER, () => `<style>${compact(readFileSync(criticalCss, 'utf8'))}</style>`)
        .replace(THEME_SCRIPT_TAG, () => `<script>${readFileSync(themeScript, 'utf8')}</script>`);
      // The dev server injects styles from the scripts; only a build writes stylesheet links.
      if (!context.bundle) return page;
      const lowPriority = page.replace(APP_FILE, (tag) => `${tag} fetchpriority="low"`);
      const links = lowPriority.match(STYLESHEET) ?? [];
      return lowPriority.replace(STYLESHEET, '').replace('</body>', `${links.map((link) => `  ${link.trim()}\n`).join('')}  </body>`);
    },
  },
};
