import { useViewer } from '../../auth/AuthProvider';
import { errorMessage } from '../../lib/errors';
import { TextField } from '../TextField';
import { useToast } from '../Toaster';
import { useChangeUsername } from '../useChangeUsername';
import { useForm } from '../useForm';

const usernameRules = () => import('../../../../domain/user/changeUsernameInput').then((rules) => rules.changeUsernameInputSchema);

/** Settings' username: sign-up's rules, checked here before sending; the old name is free for anyone afterwards. */
export function ChangeUsernameForm() {
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
      toast({ title: 'Username changed', description: `You're now @${kept}. Your old username is free for anyone to take.` });
    },
    (error) => toast({ title: 'Failed to change username.', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  );

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Change username">
      <h3 className="settings-subtitle">Change Username</h3>
      <TextField label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} {...form.field('username')} />
      <button type="submit" className="button button--primary button--block" disabled={form.submitting || unchanged}>
        {form.submitting ? 'Changing Username...' : 'Change Username'}
      </button>
    </form>
  );
}
