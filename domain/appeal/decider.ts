import { DomainError, type Decider } from '../decider';
import type { EventOf } from '../events';
import { characterCount } from '../text';
import { userText } from '../userText';

export type SanctionKind = 'timeout' | 'ban' | 'post_ban';
export type AppealDecision = 'upheld' | 'overturned';
export type AppealStatus = 'open' | AppealDecision;
export const APPEAL_DECISIONS: readonly AppealDecision[] = ['upheld', 'overturned'];
export const APPEAL_TEXT_MAX = 1000;
export const DECISION_REASON_MAX = 500;

/**
 * What an appeal is about, as the service found it: `id` names one sanction (its kind, its target
 * and when it was imposed), so a sanction lifted and imposed again is a new one, appealable again.
 */
export type Sanction = { kind: SanctionKind; id: string; postId: string | null; reason: string; at: string };

export type AppealCommand =
  | { type: 'FileAppeal'; appealId: string; userId: string; sanction: Sanction; text: string; at: string }
  | { type: 'DecideAppeal'; appealId: string; decision: AppealDecision; reason: string; by: string; at: string };

export type AppealEvent = EventOf<'AppealFiled' | 'AppealDecided'>;
export type AppealState = { filed: false } | { filed: true; userId: string; kind: SanctionKind; status: AppealStatus };

/** One stream per sanction (the appeal's id is derived from the sanction's), so a second appeal on it finds the first. */
export const appealStream = (appealId: string) => `appeal-${appealId}`;

const SANCTION_NAMES: Record<SanctionKind, string> = { timeout: 'timeout', ban: 'ban', post_ban: 'post ban' };

export const appealDecider: Decider<AppealCommand, AppealEvent, AppealState> = {
  eventTypes: { AppealFiled: true, AppealDecided: true },
  initialState: () => ({ filed: false }),
  evolve(state, event) {
    if (event.type === 'AppealFiled') return { filed: true, userId: event.data.userId, kind: event.data.sanction, status: 'open' };
    return state.filed ? { ...state, status: event.data.decision } : state;
  },
  decide(command, state) {
    if (command.type === 'FileAppeal') {
      if (state.filed) throw new DomainError('conflict', `You have already appealed this ${SANCTION_NAMES[state.kind]}.`);
      const text = userText(command.text, 'lines', 'The appeal', 'text');
      if (!text) throw new DomainError('invalid', 'Please explain why the decision should change.', 'text');
      if (characterCount(text) > APPEAL_TEXT_MAX) throw new DomainError('invalid', `The appeal must be at most ${APPEAL_TEXT_MAX} characters.`, 'text');
      const { appealId, userId, sanction, at } = command;
      return [
        {
          type: 'AppealFiled',
          data: {
            appealId,
            userId,
            sanction: sanction.kind,
            sanctionId: sanction.id,
            postId: sanction.postId,
            sanctionReason: sanction.reason,
            sanctionAt: sanction.at,
            text,
            at,
          },
        },
      ];
    }
    if (!state.filed) throw new DomainError('not_found', 'Appeal not found');
    if (state.status !== 'open') throw new DomainError('conflict', 'This appeal has already been decided.');
    if (!APPEAL_DECISIONS.includes(command.decision)) throw new DomainError('invalid', 'Decision must be upheld or overturned.', 'decision');
    if (command.by === state.userId) throw new DomainError('forbidden', 'You cannot decide your own appeal.');
    const reason = userText(command.reason, 'lines', 'The reason', 'reason');
    if (!reason) throw new DomainError('invalid', 'Please give the reason for the decision.', 'reason');
    if (characterCount(reason) > DECISION_REASON_MAX)
      throw new DomainError('invalid', `The reason must be at most ${DECISION_REASON_MAX} characters.`, 'reason');
    const { appealId, decision, by, at } = command;
    return [{ type: 'AppealDecided', data: { appealId, userId: state.userId, decision, reason, by, at } }];
  },
};
