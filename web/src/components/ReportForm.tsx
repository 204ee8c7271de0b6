import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Avatar } from './Avatar';
import { useToast } from './Toaster';
import { useForm } from './useForm';
import { refusalOf, timedOutMessage } from '../lib/rateLimit';
import { type FoundUser, useUserSearch } from './useUserSearch';
import '../styles/admin.css';

const messages = defineMessages({
  tooLarge: { id: 'reportForm.tooLarge', defaultMessage: 'File too large: Please select an image smaller than 10MB.' },
  remove: { id: 'reportForm.remove', defaultMessage: 'Remove' },
  searchUsers: { id: 'reportForm.searchUsers', defaultMessage: 'Search users...' },
  reportedUser: { id: 'reportForm.reportedUser', defaultMessage: 'Reported user' },
  typeMore: { id: 'reportForm.typeMore', defaultMessage: 'Type at least 2 characters to search' },
  searchFailed: { id: 'reportForm.searchFailed', defaultMessage: 'Could not search users.' },
  noUsers: { id: 'reportForm.noUsers', defaultMessage: 'No users found' },
  submitted: { id: 'reportForm.submitted', defaultMessage: 'Report submitted' },
  thanks: { id: 'reportForm.thanks', defaultMessage: 'Thank you. We review reports within 24 hours.' },
  failed: { id: 'reportForm.failed', defaultMessage: 'Failed to submit report.' },
  title: { id: 'reportForm.title', defaultMessage: 'Report a problem' },
  describe: { id: 'reportForm.describe', defaultMessage: 'Describe what happened and where, as precisely as you can.' },
  attach: { id: 'reportForm.attach', defaultMessage: 'Attach a screenshot if it helps (an image up to 10MB).' },
  involved: { id: 'reportForm.involved', defaultMessage: 'If someone is involved, choose them below. Reports are reviewed within 24 hours.' },
  description: { id: 'reportForm.description', defaultMessage: 'Description' },
  screenshot: { id: 'reportForm.screenshot', defaultMessage: 'Screenshot (optional)' },
  reportedUserOptional: { id: 'reportForm.reportedUserOptional', defaultMessage: 'Reported user (optional)' },
  submitting: { id: 'reportForm.submitting', defaultMessage: 'Submitting...' },
  submit: { id: 'reportForm.submit', defaultMessage: 'Submit Report' },
});

const MAX_SCREENSHOT_BYTES = 10 * 1024 * 1024;
const SEARCH_MIN_CHARS = 2;
const reportRules = () => import('./reportRules').then((rules) => rules.reportFormSchema);

/** Picks the reported user, if any, by a search that needs 2 or more characters. */
function ReportedUserPicker({ value, onChange }: { value: FoundUser | null; onChange: (user: FoundUser | null) => void }) {
  const { formatMessage: t } = useIntl();
  const [query, setQuery] = useState('');
  const { tooShort, users, failed } = useUserSearch(query, SEARCH_MIN_CHARS);
  const uid = useId();

  if (value) {
    return (
      <div className="report-form__chosen">
        <Avatar src={value.avatar} alt="" size={24} />
        <bdi>{value.username}</bdi>
        <button type="button" className="link-button" onClick={() => onChange(null)}>
          {t(messages.remove)}
        </button>
      </div>
    );
  }
  return (
    <div className="report-form__picker">
      <input
        id={`${uid}-user`}
        className="input"
        type="search"
        placeholder={t(messages.searchUsers)}
        aria-label={t(messages.reportedUser)}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {tooShort ? (
        <p className="field__hint">{t(messages.typeMore)}</p>
      ) : failed ? (
        <p className="field__error">{t(messages.searchFailed)}</p>
      ) : (
        <ul className="report-form__results">
          {users.length === 0 && <li className="field__hint">{t(messages.noUsers)}</li>}
          {users.map((user) => (
            <li key={user.id}>
              <button type="button" className="report-form__result" onClick={() => onChange(user)}>
                <Avatar src={user.avatar} alt="" size={24} />
                <bdi>{user.username}</bdi>
                {user.fullName && <bdi className="admin-muted">{user.fullName}</bdi>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** What a report from a '...' menu names: a post, comment, message or story (its author is reported), or a person. */
export type ReportTarget = { kind: 'post' | 'message' | 'story'; id: string } | { kind: 'comment'; id: string; postId: string } | { kind: 'user'; id: string };

const TARGET_FIELDS: Record<ReportTarget['kind'], string> = {
  post: 'postId',
  comment: 'commentId',
  message: 'messageId',
  story: 'storyId',
  user: 'reportedUserId',
};

/**
 * The report form of the More page's Report tab: a description, an optional screenshot and
 * reported user. `guidelines` adds its own short guidelines where none are shown around it.
 * With a `target` (from a '...' menu) it reports that, and asks for no user; `onDone` runs once
 * the report is in.
 */
export function ReportForm({ guidelines = true, target, onDone }: { guidelines?: boolean; target?: ReportTarget; onDone?: () => void }) {
  const { formatMessage: t } = useIntl();
  const toast = useToast();
  const form = useForm({ rules: reportRules, initial: { text: '' } });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [user, setUser] = useState<FoundUser | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const text = form.field('text');

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    if (chosen && chosen.size > MAX_SCREENSHOT_BYTES) {
      toast({ title: t(messages.tooLarge), variant: 'destructive' });
      setFileError(t(messages.tooLarge));
      event.target.value = '';
      setFile(null);
      return;
    }
    setFileError(null);
    setFile(chosen);
  }

  const onSubmit = form.handleSubmit(
    async (input) => {
      const body = new FormData();
      body.append('text', input.text);
      if (file) body.append('image', file);
      if (user && !target) body.append('reportedUserId', user.id);
      if (target) body.append(TARGET_FIELDS[target.kind], target.id);
      if (target?.kind === 'comment') body.append('postId', target.postId);
      // The server says its refusal in the language the page speaks, as it does for GraphQL (apollo/client.ts).
      const headers = { 'accept-language': document.documentElement.lang || 'en' };
      const response = await fetch('/api/reports', { method: 'POST', body, headers, credentials: 'include' });
      if (!response.ok) {
        const payload = await response.json().catch(() => null);
        throw refusalOf(payload, '');
      }
      toast({ title: t(messages.submitted), description: t(messages.thanks) });
      form.reset();
      setFile(null);
      setUser(null);
      setFileError(null);
      if (fileInput.current) fileInput.current.value = '';
      onDone?.();
    },
    (failure) => {
      const detail = failure instanceof Error ? failure.message : '';
      // A timed-out person is told so, in the server's words (not 'Failed to ...').
      const timedOut = timedOutMessage(failure);
      if (timedOut) return toast({ title: timedOut, variant: 'destructive' });
      toast({ title: t(messages.failed), description: detail || undefined, variant: 'destructive' });
    },
  );
  const error = text.error ?? fileError;

  return (
    <form className="form report-form" onSubmit={onSubmit} aria-label={t(messages.title)}>
      {guidelines && (
        <div className="report-form__guidelines">
          <h2 className="report-form__title">{t(messages.title)}</h2>
          <ul>
            <li>{t(messages.describe)}</li>
            <li>{t(messages.attach)}</li>
            <li>{t(messages.involved)}</li>
          </ul>
        </div>
      )}
      <div className="field">
        <label className="field__label" htmlFor={text.id}>
          {t(messages.description)}
        </label>
        <textarea
          id={text.id}
          name={text.name}
          className="textarea"
          rows={4}
          dir="auto"
          value={text.value}
          onChange={(event) => {
            text.onChange(event);
            setFileError(null);
          }}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={form.idOf('image')}>
          {t(messages.screenshot)}
        </label>
        <input ref={fileInput} id={form.idOf('image')} type="file" accept="image/*" onChange={choose} />
      </div>
      {!target && (
        <div className="field">
          <span className="field__label">{t(messages.reportedUserOptional)}</span>
          <ReportedUserPicker value={user} onChange={setUser} />
        </div>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={form.submitting || text.value.length === 0}>
        {form.submitting ? t(messages.submitting) : t(messages.submit)}
      </button>
    </form>
  );
}
