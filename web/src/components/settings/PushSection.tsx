import * as Switch from '@radix-ui/react-switch';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { errorMessage } from '../../lib/errors';
import { PushSetupError } from '../../push/browserPush';
import { type PushSettingName, useChangePushSettings } from '../../push/useChangePushSettings';
import { useTogglePush } from '../../push/useTogglePush';
import { useToast } from '../Toaster';

const messages = defineMessages({
  likes: { id: 'pushSection.likes', defaultMessage: 'Likes' },
  comments: { id: 'pushSection.comments', defaultMessage: 'Comments' },
  follows: { id: 'pushSection.follows', defaultMessage: 'New followers' },
  mentions: { id: 'pushSection.mentions', defaultMessage: 'Mentions' },
  messages: { id: 'pushSection.messages', defaultMessage: 'Messages' },
  blocked: {
    id: 'pushSection.blocked',
    defaultMessage:
      'Notifications are blocked for Glimpse in this browser. To allow them, open the site’s settings (the icon beside the address, or your phone’s Settings > Apps > Glimpse > Notifications), allow notifications, then turn this on again.',
  },
  off: { id: 'pushSection.off', defaultMessage: 'Push notifications are off' },
  offText: { id: 'pushSection.offText', defaultMessage: 'This device will not show Glimpse notifications.' },
  on: { id: 'pushSection.on', defaultMessage: 'Push notifications are on' },
  onText: { id: 'pushSection.onText', defaultMessage: 'This device will show your likes, comments, follows and messages.' },
  toggleFailed: { id: 'pushSection.toggleFailed', defaultMessage: 'Failed to change push notifications.' },
  changeFailed: { id: 'pushSection.changeFailed', defaultMessage: 'Failed to change your notifications.' },
  tryAgain: { id: 'pushSection.tryAgain', defaultMessage: 'Please try again.' },
  notReady: { id: 'pushSection.notReady', defaultMessage: 'Glimpse is still getting ready on this device. Please reload the page and try again.' },
  unreachable: { id: 'pushSection.unreachable', defaultMessage: 'Could not reach Glimpse. Please try again.' },
  unsupported: {
    id: 'pushSection.unsupported',
    defaultMessage: 'This browser cannot show push notifications. Install Glimpse on your home screen, or use a browser that can.',
  },
  about: { id: 'pushSection.about', defaultMessage: 'Get notified on this device when someone likes, comments, follows you or sends you a message.' },
  title: { id: 'pushSection.title', defaultMessage: 'Notifications' },
  push: { id: 'pushSection.push', defaultMessage: 'Push notifications' },
  notifyMe: { id: 'pushSection.notifyMe', defaultMessage: 'Notify me about' },
});

const KINDS: PushSettingName[] = ['likes', 'comments', 'follows', 'mentions', 'messages'];

/** Settings' Notifications: push notifications on this device, asked of the browser only when turned on, and which kinds. */
export function PushSection() {
  const { formatMessage: t } = useIntl();
  const id = useId();
  const toast = useToast();
  const push = useTogglePush();
  const { settings, set } = useChangePushSettings(!push.on);
  const [busy, setBusy] = useState(false);

  async function toggle(on: boolean) {
    setBusy(true);
    try {
      if (!on) {
        await push.turnOff();
        toast({ title: t(messages.off), description: t(messages.offText) });
        return;
      }
      const permission = await push.turnOn();
      if (permission === 'granted') toast({ title: t(messages.on), description: t(messages.onText) });
    } catch (error) {
      const description = error instanceof PushSetupError ? t(messages[error.reason]) : errorMessage(error, t(messages.tryAgain));
      toast({ title: t(messages.toggleFailed), description, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  async function change(name: PushSettingName, value: boolean) {
    try {
      await set(name, value);
    } catch (error) {
      toast({ title: t(messages.changeFailed), description: errorMessage(error, t(messages.tryAgain)), variant: 'destructive' });
    }
  }

  const hint = t(push.support === 'unsupported' ? messages.unsupported : push.permission === 'denied' ? messages.blocked : messages.about);
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-section__title">
        {t(messages.title)}
      </h2>
      <div className="settings-row">
        <label htmlFor={`${id}-push`} className="settings-row__label">
          {t(messages.push)}
        </label>
        <Switch.Root
          id={`${id}-push`}
          className="switch"
          checked={push.on === true}
          disabled={busy || push.on === null || push.support === 'unsupported'}
          onCheckedChange={(checked) => void toggle(checked)}
          aria-describedby={`${id}-about`}
        >
          <Switch.Thumb className="switch__thumb" />
        </Switch.Root>
      </div>
      <p id={`${id}-about`} className="settings-hint" role={push.permission === 'denied' ? 'status' : undefined}>
        {hint}
      </p>
      {push.on && settings && (
        <fieldset className="settings-kinds">
          <legend className="settings-subtitle">{t(messages.notifyMe)}</legend>
          {KINDS.map((name) => (
            <div className="settings-row" key={name}>
              <label htmlFor={`${id}-${name}`} className="settings-row__label">
                {t(messages[name])}
              </label>
              <Switch.Root id={`${id}-${name}`} className="switch" checked={settings[name]} onCheckedChange={(checked) => void change(name, checked)}>
                <Switch.Thumb className="switch__thumb" />
              </Switch.Root>
            </div>
          ))}
        </fieldset>
      )}
    </section>
  );
}
