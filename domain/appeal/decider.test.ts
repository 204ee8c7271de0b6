import { describe, it } from 'vitest';
import { deciderSpecification } from '../deciderSpecification';
import { appealDecider, type AppealEvent, type Sanction } from './decider';

const spec = deciderSpecification(appealDecider);
const at = '2026-11-22T14:00:00.000Z';
const ban: Sanction = { kind: 'ban', id: 'ban:u1:2026-11-22T13:00:00.000Z', postId: null, reason: 'Spam', at: '2026-11-22T13:00:00.000Z' };
const file = { type: 'FileAppeal' as const, appealId: 'a1', userId: 'u1', sanction: ban, text: '  It was my brother ', at };
const filed: AppealEvent = {
  type: 'AppealFiled',
  data: {
    appealId: 'a1',
    userId: 'u1',
    sanction: 'ban',
    sanctionId: ban.id,
    postId: null,
    sanctionReason: 'Spam',
    sanctionAt: ban.at,
    text: 'It was my brother',
    at,
  },
};
const decide = { type: 'DecideAppeal' as const, appealId: 'a1', decision: 'overturned' as const, reason: ' Fair enough ', by: 'admin', at };
const decided: AppealEvent = { type: 'AppealDecided', data: { appealId: 'a1', userId: 'u1', decision: 'overturned', reason: 'Fair enough', by: 'admin', at } };

describe('appeal decider', () => {
  it('files an appeal on a sanction, its text trimmed', () => spec.given([]).when(file).thenEmits([filed]));
  it('files an appeal on a post ban, naming the post', () =>
    spec
      .given([])
      .when({ ...file, sanction: { kind: 'post_ban', id: 'post_ban:p1:t', postId: 'p1', reason: 'Nudity', at } })
      .thenEmits([
        {
          type: 'AppealFiled',
          data: { ...filed.data, sanction: 'post_ban', sanctionId: 'post_ban:p1:t', postId: 'p1', sanctionReason: 'Nudity', sanctionAt: at },
        },
      ]));
  it('refuses a second appeal on the same sanction, decided or not', () => {
    spec.given([filed]).when(file).thenRefuses('You have already appealed this ban.');
    spec.given([filed, decided]).when(file).thenRefuses('You have already appealed this ban.');
  });
  it('refuses an appeal without words, or too long', () => {
    spec
      .given([])
      .when({ ...file, text: ' \u200b ' })
      .thenRefuses('Please explain why the decision should change.');
    spec
      .given([])
      .when({ ...file, text: 'x'.repeat(1001) })
      .thenRefuses('The appeal must be at most 1000 characters.');
  });
  it('decides an open appeal with a reason', () => {
    spec.given([filed]).when(decide).thenEmits([decided]);
    spec
      .given([filed])
      .when({ ...decide, decision: 'upheld' })
      .thenEmits([{ type: 'AppealDecided', data: { ...decided.data, decision: 'upheld' } }]);
  });
  it("refuses deciding twice, an unknown appeal, no reason, a wrong decision, and one's own appeal", () => {
    spec.given([filed, decided]).when(decide).thenRefuses('This appeal has already been decided.');
    spec.given([]).when(decide).thenRefuses('Appeal not found');
    spec
      .given([filed])
      .when({ ...decide, reason: '  ' })
      .thenRefuses('Please give the reason for the decision.');
    spec
      .given([filed])
      .when({ ...decide, decision: 'maybe' as never })
      .thenRefuses('Decision must be upheld or overturned.');
    spec
      .given([filed])
      .when({ ...decide, by: 'u1' })
      .thenRefuses('You cannot decide your own appeal.');
  });
});
