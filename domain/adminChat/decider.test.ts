import { describe, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import { adminChatDecider } from './decider';

const spec = deciderSpecification(adminChatDecider);
const at = '2026-11-22T14:00:00.000Z';
const post = (content: string) => ({ type: 'PostAdminChatMessage' as const, messageId: 'm1', userId: 'a1', content, at });

describe('admin chat decider', () => {
  it('keeps a message trimmed', () =>
    spec
      .given([])
      .when(post('  hello team \n'))
      .thenEmits([{ type: 'AdminChatMessagePosted', data: { messageId: 'm1', userId: 'a1', content: 'hello team', at } }]));
  it('drops a blank message', () => spec.given([]).when(post(' \n\t ')).thenEmits([]));
  it('drops a message of zero-width characters as blank', () => spec.given([]).when(post('\u200B\u2060\uFEFF')).thenEmits([]));
  it('refuses a control character', () => spec.given([]).when(post('hi\u0000')).thenRefuses('A message cannot contain control characters'));
  it('refuses an overlong message', () =>
    spec
      .given([])
      .when(post('x'.repeat(2001)))
      .thenRefuses('A message must be at most 2000 characters.'));
});
