import type { Decider } from '../decider';
import type { EventData, EventOf } from '../events';

/** What a person may have pushed, by kind of notification; everything is on until they say otherwise. */
export type PushSettings = Omit<EventData<'PushSettingsChanged'>, 'userId' | 'at'>;
export const DEFAULT_PUSH_SETTINGS: PushSettings = { likes: true, comments: true, follows: true, mentions: true, messages: true };
export const pushSettingNames = Object.keys(DEFAULT_PUSH_SETTINGS) as (keyof PushSettings)[];

export type PushSettingsCommand = { type: 'ChangePushSettings'; userId: string; settings: PushSettings; at: string };
export type PushSettingsEvent = EventOf<'PushSettingsChanged'>;

export const pushSettingsStream = (userId: string) => `pushsettings-${userId}`;

/** The whole set each time; the same set again appends nothing. */
export const pushSettingsDecider: Decider<PushSettingsCommand, PushSettingsEvent, PushSettings> = {
  eventTypes: { PushSettingsChanged: true },
  initialState: () => DEFAULT_PUSH_SETTINGS,
  evolve: (_state, { data: { userId: _userId, at: _at, ...settings } }) => settings,
  decide({ userId, settings, at }, state) {
    if (pushSettingNames.every((name) => settings[name] === state[name])) return [];
    return [{ type: 'PushSettingsChanged', data: { userId, ...settings, at } }];
  },
};
