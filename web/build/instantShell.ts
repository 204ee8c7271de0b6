import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const criticalCss = fileURLToPath(new URL('../src/styles/critical.css', import.meta.url));
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
      const page = html.replace(MARKER, () => `<style>${compact(readFileSync(criticalCss, 'utf8'))}</style>`);
      // The dev server injects styles from the scripts; only a build writes stylesheet links.
      if (!context.bundle) return page;
      const links = page.match(STYLESHEET) ?? [];
      return page.replace(STYLESHEET, '').replace('</body>', `${links.map((link) => `  ${link.trim()}\n`).join('')}  </body>`);
    },
  },
};
