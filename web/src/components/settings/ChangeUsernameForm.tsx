import { useViewer } from '../../auth/AuthProvider';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { errorMessage } from '../../lib/errors';
import { TextField } from '../TextField';
import { useToast } from '../Toaster';
import { useChangeUsername } from '../useChangeUsername';
import { useForm } from '../useForm';

const usernameRules = () => import('../../../../domain/user/changeUsernameInput').then((rules) => rules.changeUsernameInputSchema);

const messages = defineMessages({
  changed: { id: 'changeUsernameForm.changed', defaultMessage: 'Username changed' },
  changedText: { id: 'changeUsernameForm.changedText', defaultMessage: "You're now @{username}. Your old username is free for anyone to take." },
  failed: { id: 'changeUsernameForm.failed', defaultMessage: 'Failed to change username.' },
  tryAgain: { id: 'changeUsernameForm.tryAgain', defaultMessage: 'Please try again.' },
  formLabel: { id: 'changeUsernameForm.formLabel', defaultMessage: 'Change username' },
  title: { id: 'changeUsernameForm.title', defaultMessage: 'Change Username' },
  username: { id: 'changeUsernameForm.username', defaultMessage: 'Username' },
  changing: { id: 'changeUsernameForm.changing', defaultMessage: 'Changing Username...' },
});

/** Settings' username: sign-up's rules, checked here before sending; the old name is free for anyone afterwards. */
export function ChangeUsernameForm() {
  const { formatMessage: t } = useIntl();
  const viewer = useViewer();
  const toast = useToast();
  const changeUsername = useChangeUsername();
  const form = useForm({ rules: usernameRules, initial: { username: viewer?.username ?? '' } });
  const unchanged = form.values.username.trim() === viewer?.username;

  const onSubmit = form.handleSubmit(
    async ({ username }) => {
      const kept = await changeUsername(username);
      form.reset();
      form.set('username', kept);
      toast({ title: t(messages.changed), description: t(messages.changedText, { username: kept }) });
    },
    (error) => toast({ title: t(messages.failed), description: errorMessage(error, t(messages.tryAgain)), variant: 'destructive' }),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label={t(messages.formLabel)}>
      <h3 className="settings-subtitle">{t(messages.title)}</h3>
      <TextField label={t(messages.username)} autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.field('username')} />
      <button type="submit" className="button button--primary button--block" disabled={form.submitting || unchanged}>
        {form.submitting ? t(messages.changing) : t(messages.title)}
      </button>
    </form>
  );
}
