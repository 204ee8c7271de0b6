import { DomainError, type Decider } from '../decider';
import type { EventOf } from '../events';
import { hiddenWordsInput } from './hiddenWordsInput';

export type HiddenWordsCommand = { type: 'SetHiddenWords'; userId: string; words: unknown; at: string };
export type HiddenWordsEvent = EventOf<'HiddenWordsChanged'>;
export type HiddenWordsState = { words: string[] };

/** One stream per person: the list of words and phrases they hide, replaced whole each time. */
export const hiddenWordsStream = (userId: string) => `hiddenwords-${userId}`;

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((w, i) => w === b[i]);

export const hiddenWordsDecider: Decider<HiddenWordsCommand, HiddenWordsEvent, HiddenWordsState> = {
  eventTypes: { HiddenWordsChanged: true },
  initialState: () => ({ words: [] }),
  evolve: (_state, event) => ({ words: [...event.data.words] }),
  decide(command, state) {
    const checked = hiddenWordsInput(command.words);
    if (!checked.ok) throw new DomainError('invalid', checked.problem, 'words');
    // The same list again (a resend, or Save without a change): nothing to record.
    if (sameList(checked.words, state.words)) return [];
    return [{ type: 'HiddenWordsChanged', data: { userId: command.userId, words: checked.words, at: command.at } }];
  },
};
