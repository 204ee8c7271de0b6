import type { MessageFormatElement } from 'react-intl';
import type { Language } from './languages';

/**
 * A language's messages. The build compiles them to ICU syntax trees (web/build/compiledMessages.ts),
 * so the browser needs no message parser; tests read the source strings.
 */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

// English is the source: each component carries its own (defaultMessage), with its code. The
// translations load when a person needs them.
const translations: Record<Exclude<Language, 'en'>, () => Promise<{ default: Messages }>> = {
  es: () => import('./messages/es.json'),
  ar: () => import('./messages/ar.json'),
};

const loaded = new Map<Language, Messages>([['en', {}]]);

/** The language's messages when they are here already (English always is). */
export const messagesAt = (language: Language): Messages | undefined => loaded.get(language);

export async function loadMessages(language: Language): Promise<Messages> {
  const here = loaded.get(language);
  if (here) return here;
  const messages = (await translations[language as Exclude<Language, 'en'>]()).default;
  loaded.set(language, messages);
  return messages;
}
