import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';

const messages = defineMessages({
  approveLabel: { id: 'requestAnswer.approveLabel', defaultMessage: 'Approve {username}' },
  approve: { id: 'requestAnswer.approve', defaultMessage: 'Approve' },
  declineLabel: { id: 'requestAnswer.declineLabel', defaultMessage: 'Decline {username}' },
  decline: { id: 'requestAnswer.decline', defaultMessage: 'Decline' },
});

export type RequestAnswer = 'approve' | 'decline';
type Person = { id: string; username: string };

/** Approve and Decline for one follow request: on Follow requests and in Activity. */
export function RequestAnswerButtons<P extends Person>({
  person,
  busy,
  answer,
}: {
  person: P;
  busy: boolean;
  answer: (person: P, how: RequestAnswer) => void;
}) {
  const { formatMessage: t } = useIntl();
  return (
    <>
      <button
        type="button"
        className="button button--primary button--small"
        disabled={busy}
        onClick={() => answer(person, 'approve')}
        aria-label={t(messages.approveLabel, { username: person.username })}
      >
        {t(messages.approve)}
      </button>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={busy}
        onClick={() => answer(person, 'decline')}
        aria-label={t(messages.declineLabel, { username: person.username })}
      >
        {t(messages.decline)}
      </button>
    </>
  );
}
