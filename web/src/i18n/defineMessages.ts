import type { MessageDescriptor } from 'react-intl';

type Declared = MessageDescriptor & { id: string; defaultMessage: string };

/**
 * The app's messages beside the component that shows them, as react-intl's defineMessages (the
 * same name, so that `formatjs extract` finds them): an id named after the component and the
 * English. react-intl 12 would type each message as taking no values unless they were all spelled
 * out again as types; the tests check the values instead (web/src/i18n/messages.test.ts).
 */
export function defineMessages<K extends string>(messages: Record<K, Declared>): Record<K, Declared> {
  return messages;
}
