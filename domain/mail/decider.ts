import type { Decider } from '../decider';
import type { Language } from '../language';
import type { EventData, EventOf } from '../events';

export type MailKind = EventData<'MailRequested'>['kind'];

/** A mail a command makes due: the deciders that own the reason for it append it as `MailRequested`. */
export type MailRequest = { mailId: string; kind: MailKind; to: string; link: string | null; language?: Language };

export const mailRequested = (userId: string, mail: MailRequest, at: string): EventOf<'MailRequested'> => ({
  type: 'MailRequested',
  data: { mailId: mail.mailId, userId, kind: mail.kind, to: mail.to, link: mail.link, at, ...(mail.language ? { language: mail.language } : {}) },
});

/**
 * What became of one mail, on a stream of its own (`mail-{mailId}`), so that the reactor records a
 * sending without touching the account's stream. Once sent, nothing more is recorded: a second
 * record of the same mail (a restart, a replay, a slow projection) appends nothing.
 */
export type MailCommand =
  | { type: 'RecordMailSent'; mailId: string; userId: string; at: string }
  | { type: 'RecordMailFailure'; mailId: string; userId: string; retryAt: string | null; at: string };

export type MailEvent = EventOf<'MailSent' | 'MailSendFailed'>;
export type MailState = { sent: boolean; attempts: number };

export const mailStream = (mailId: string) => `mail-${mailId}`;

export const mailDecider: Decider<MailCommand, MailEvent, MailState> = {
  eventTypes: { MailSent: true, MailSendFailed: true },
  initialState: () => ({ sent: false, attempts: 0 }),
  evolve(state, event) {
    switch (event.type) {
      case 'MailSent':
        return { ...state, sent: true };
      case 'MailSendFailed':
        return { ...state, attempts: event.data.attempts };
    }
  },
  decide(command, state) {
    if (state.sent) return [];
    const { mailId, userId, at } = command;
    switch (command.type) {
      case 'RecordMailSent':
        return [{ type: 'MailSent', data: { mailId, userId, at } }];
      case 'RecordMailFailure':
        return [{ type: 'MailSendFailed', data: { mailId, userId, attempts: state.attempts + 1, retryAt: command.retryAt, at } }];
    }
  },
};
