import { describe, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import { hiddenWordsDecider, type HiddenWordsEvent } from './decider';

const spec = deciderSpecification(hiddenWordsDecider);
const at = '2026-06-15T12:00:00.000Z';
const set = (words: unknown) => ({ type: 'SetHiddenWords' as const, userId: 'a', words, at });
const changed = (words: string[]): HiddenWordsEvent => ({ type: 'HiddenWordsChanged', data: { userId: 'a', words, at } });

describe('hidden words decider', () => {
  it('keeps the list cleaned: trimmed, single spaces, repeats (ignoring case) left out', () =>
    spec
      .given([])
      .when(set(['  spoiler ', 'Bad   guy', 'SPOILER', 'bad guy']))
      .thenEmits([changed(['spoiler', 'Bad guy'])]));

  it('replaces the whole list, and an empty list clears it', () => {
    spec
      .given([changed(['a'])])
      .when(set(['b']))
      .thenEmits([changed(['b'])]);
    spec
      .given([changed(['a'])])
      .when(set([]))
      .thenEmits([changed([])]);
  });

  it('writes nothing for the same list again', () => {
    spec
      .given([changed(['spoiler'])])
      .when(set([' spoiler']))
      .thenEmits([]);
    spec.given([]).when(set([])).thenEmits([]);
  });

  it('takes 100 entries of 50 characters, and refuses 101 entries or 51 characters', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => `w${i}`.padEnd(50, 'x'));
    spec
      .given([])
      .when(set(hundred))
      .thenEmits([changed(hundred)]);
    spec
      .given([])
      .when(set([...hundred, 'one more']))
      .thenRefuses('You can hide at most 100 words or phrases');
    spec
      .given([])
      .when(set(['x'.repeat(51)]))
      .thenRefuses('Each hidden word or phrase must be at most 50 characters');
    // Characters, not UTF-16 units: 50 emoji are 50 characters.
    spec
      .given([])
      .when(set(['😀'.repeat(50)]))
      .thenEmits([changed(['😀'.repeat(50)])]);
  });

  it('refuses what is not a list of texts, empty entries and unclean text', () => {
    for (const words of [undefined, 'spoiler', [1], [null], { 0: 'a' }])
      spec.given([]).when(set(words)).thenRefuses('words must be a list of words or phrases');
    spec
      .given([])
      .when(set(['ok', '   ']))
      .thenRefuses('A hidden word cannot be empty');
    spec
      .given([])
      .when(set(['a\u0000b']))
      .thenRefuses('Hidden word cannot contain line breaks or control characters');
  });
});
