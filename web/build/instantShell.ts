import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const criticalCss = fileURLToPath(new URL('../src/styles/critical.css', import.meta.url));
const themeScript = fileURLToPath(new URL('../public/theme.js', import.meta.url));
const THEME_SCRIPT_TAG = '<script src="/theme.js"></script>';
const MARKER = /<!-- glimpse-critical-css:[^>]*-->/;
const STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

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
 *   wait for every stylesheet before they run, still never render unstyled.
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
      const links = page.match(STYLESHEET) ?? [];
      return page.replace(STYLESHEET, '').replace('</body>', `${links.map((link) => `  ${link.trim()}\n`).join('')}  </body>`);
    },
  },
};
