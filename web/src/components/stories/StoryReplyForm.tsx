import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { errorMessage } from '../../lib/errors';
import { useToast } from '../Toaster';
import { ReplyToStoryMutation } from './storyOperations';

const messages = defineMessages({
  sent: { id: 'storyReplyForm.sent', defaultMessage: 'Reply sent' },
  failed: { id: 'storyReplyForm.failed', defaultMessage: 'Could not send your reply.' },
  placeholder: { id: 'storyReplyForm.placeholder', defaultMessage: 'Reply to {username}...' },
  label: { id: 'storyReplyForm.label', defaultMessage: 'Reply to {username}' },
  send: { id: 'storyReplyForm.send', defaultMessage: 'Send' },
});

/**
 * 'Reply to alice...' under someone else's story: a direct message to them that shows the story.
 * The story waits while the box has the focus (`onTyping`), as on Instagram.
 */
export function StoryReplyForm({ storyId, username, onTyping }: { storyId: string; username: string; onTyping: (typing: boolean) => void }) {
  const { formatMessage: t } = useIntl();
  const [text, setText] = useState('');
  const [reply, { loading }] = useMutation(ReplyToStoryMutation);
  const toast = useToast();

  async function send(event: FormEvent) {
    event.preventDefault();
    const content = text.trim();
    if (!content || loading) return;
    try {
      await reply({ variables: { id: storyId, content } });
      setText('');
      toast({ title: t(messages.sent) });
    } catch (error) {
      toast({ title: errorMessage(error, t(messages.failed)), variant: 'destructive' });
    }
  }

  return (
    <form className="story-viewer__reply" onSubmit={send}>
      <input
        className="story-viewer__reply-input"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onFocus={() => onTyping(true)}
        onBlur={() => onTyping(false)}
        placeholder={t(messages.placeholder, { username })}
        aria-label={t(messages.label, { username })}
        maxLength={2000}
        data-testid="story-reply"
      />
      <button type="submit" className="story-viewer__reply-send" disabled={!text.trim() || loading}>
        {t(messages.send)}
      </button>
    </form>
  );
}
