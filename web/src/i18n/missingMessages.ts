import type { IntlConfig } from 'react-intl';

declare global {
  interface Window {
    /** The ids of the messages shown without a translation (or that failed to format): end-to-end tests fail on any. */
    __missingMessages?: string[];
  }
}

/**
 * react-intl's onError: a text shown without a translation is recorded on the page, where the
 * end-to-end tests in Spanish and Arabic read it, and, in development, said loudly in the console.
 */
export const recordMissingMessage: NonNullable<IntlConfig['onError']> = (error) => {
  const id = 'descriptor' in error && error.descriptor?.id ? String(error.descriptor.id) : error.message;
  window.__missingMessages ??= [];
  window.__missingMessages.push(id);
  if (import.meta.env.DEV) console.error(error);
};
