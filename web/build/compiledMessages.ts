import { execFileSync } from 'node:child_process';
import { runInNewContext } from 'node:vm';
import { fileURLToPath } from 'node:url';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const formatjs = fileURLToPath(new URL('../../node_modules/.bin/formatjs', import.meta.url));
const TRANSLATIONS = /[\\/]src[\\/]i18n[\\/]messages[\\/][a-z]{2}\.json$/;
const SOURCE = /[\\/]web[\\/]src[\\/].*\.tsx?$/;
/** `defaultMessage: '…'` (or "…"), as the app writes its English beside the components. */
const DEFAULT_MESSAGE = /\bdefaultMessage:(\s*)('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")/g;

/**
 * The browser gets every message as the ICU syntax tree react-intl formats directly, so the app
 * ships no ICU parser (vite.config.ts aliases it to its no-parser build, as FormatJS documents):
 * - English, the source, stays beside its components (in their chunks: nothing to download), its
 *   `defaultMessage` strings replaced by their trees (what babel-plugin-formatjs's `ast` option does);
 * - the translations (web/src/i18n/messages/*.json, loaded when a person needs them) go through
 *   `formatjs compile --ast`.
 * A message that is not valid ICU fails the build.
 */
export const compiledMessages: Plugin = {
  name: 'glimpse-compiled-messages',
  enforce: 'pre',
  transform(source, id) {
    if (TRANSLATIONS.test(id)) {
      return { code: execFileSync(formatjs, ['compile', '--ast', '--format', 'simple', id], { encoding: 'utf8' }), map: null };
    }
    if (!SOURCE.test(id) || !source.includes('defaultMessage')) return null;
    const code = source.replace(DEFAULT_MESSAGE, (_match, space: string, literal: string) => {
      const message = runInNewContext(literal) as string;
      return `defaultMessage:${space}${JSON.stringify(parse(message))}`;
    });
    return { code, map: null };
  },
};
