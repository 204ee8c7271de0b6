import * as Switch from '@radix-ui/react-switch';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { type PushSettingName, useChangePushSettings } from '../../push/useChangePushSettings';
import { useTogglePush } from '../../push/useTogglePush';
import { useToast } from '../Toaster';

const KINDS: { name: PushSettingName; label: string }[] = [
  { name: 'likes', label: 'Likes' },
  { name: 'comments', label: 'Comments' },
  { name: 'follows', label: 'New followers' },
  { name: 'mentions', label: 'Mentions' },
  { name: 'messages', label: 'Messages' },
];

const BLOCKED =
  'Notifications are blocked for Glimpse in this browser. To allow them, open the site’s settings (the icon beside the address, or your phone’s Settings > Apps > Glimpse > Notifications), allow notifications, then turn this on again.';

/** Settings' Notifications: push notifications on this device, asked of the browser only when turned on, and which kinds. */
export function PushSection() {
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
        toast({ title: 'Push notifications are off', description: 'This device will not show Glimpse notifications.' });
        return;
      }
      const permission = await push.turnOn();
      if (permission === 'granted')
        toast({ title: 'Push notifications are on', description: 'This device will show your likes, comments, follows and messages.' });
    } catch (error) {
      toast({ title: 'Failed to change push notifications.', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  async function change(name: PushSettingName, value: boolean) {
    try {
      await set(name, value);
    } catch (error) {
      toast({ title: 'Failed to change your notifications.', description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  }

  const hint =
    push.support === 'unsupported'
      ? 'This browser cannot show push notifications. Install Glimpse on your home screen, or use a browser that can.'
      : push.permission === 'denied'
        ? BLOCKED
        : 'Get notified on this device when someone likes, comments, follows you or sends you a message.';
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="settings-section__title">
        Notifications
      </h2>
      <div className="settings-row">
        <label htmlFor={`${id}-push`} className="settings-row__label">
          Push notifications
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
          <legend className="settings-subtitle">Notify me about</legend>
          {KINDS.map(({ name, label }) => (
            <div className="settings-row" key={name}>
              <label htmlFor={`${id}-${name}`} className="settings-row__label">
                {label}
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
