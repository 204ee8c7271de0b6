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
  return (
    <>
      <button
        type="button"
        className="button button--primary button--small"
        disabled={busy}
        onClick={() => answer(person, 'approve')}
        aria-label={`Approve ${person.username}`}
      >
        Approve
      </button>
      <button
        type="button"
        className="button button--secondary button--small"
        disabled={busy}
        onClick={() => answer(person, 'decline')}
        aria-label={`Decline ${person.username}`}
      >
        Decline
      </button>
    </>
  );
}
