import { type KeyboardEvent, type ReactNode, type RefObject, type SyntheticEvent, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { insertMention, typedMention } from '../lib/mentionTyping';
import { Avatar } from './Avatar';
import { useUserSearch } from './useUserSearch';
import '../styles/mentions.css';

const messages = defineMessages({
  label: { id: 'mentionSuggestions.label', defaultMessage: 'People to mention' },
});

const SHOWN = 6;

/**
 * People to mention while an '@name' is typed in a caption or comment box: spread `fieldProps`
 * on the box and put `suggestions` beside it (in a positioned parent). Arrows choose, Enter or Tab
 * takes one, Escape closes the list without closing the dialog around it: a key it used is
 * `defaultPrevented` for the box's own handler. `ref`: the box's, when its screen holds one too.
 */
export function useMentionSuggestions<Field extends HTMLTextAreaElement | HTMLInputElement = HTMLTextAreaElement>(
  value: string,
  setValue: (value: string) => void,
  placement: 'above' | 'below' = 'below',
  ref?: RefObject<Field | null>,
) {
  const { formatMessage: t } = useIntl();
  const own = useRef<Field>(null);
  const field = ref ?? own;
  const [caret, setCaret] = useState<number | null>(null);
  // The chosen row, for the name typed when it was chosen: a new letter starts again at the top.
  const [chosen, setChosen] = useState({ query: '', index: 0 });
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const listId = useId();

  const typed = caret === null ? null : typedMention(value, caret);
  const mention = typed && typed.start !== dismissedAt ? typed : null;
  const search = useUserSearch(mention?.query ?? '', 1);
  const people = mention ? search.users.slice(0, SHOWN) : [];
  const open = people.length > 0;

  const active = chosen.query === mention?.query ? chosen.index : 0;

  function pick(username: string) {
    if (!mention || caret === null) return;
    const next = insertMention(value, caret, mention, username);
    setValue(next.text);
    setCaret(next.caret);
    requestAnimationFrame(() => {
      field.current?.focus();
      field.current?.setSelectionRange(next.caret, next.caret);
    });
  }

  function onKeyDown(event: KeyboardEvent<Field>) {
    if (!open || !mention) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setChosen({ query: mention.query, index: (active + step + people.length) % people.length });
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(people[active].username);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDismissedAt(mention.start);
    }
  }

  const trackCaret = (event: SyntheticEvent<Field>) => {
    const { value: text, selectionStart } = event.currentTarget;
    setCaret(selectionStart);
    // Leaving the name that was dismissed (a space, another word) lets the next one, or a return to it, suggest again.
    if (selectionStart === null || typedMention(text, selectionStart)?.start !== dismissedAt) setDismissedAt(null);
  };
  const optionId = (i: number) => `${listId}-${i}`;
  const fieldProps = {
    ref: field,
    onKeyDown,
    onSelect: trackCaret,
    onInput: trackCaret,
    onBlur: () => setCaret(null),
    'aria-autocomplete': 'list' as const,
    'aria-controls': open ? listId : undefined,
    'aria-activedescendant': open ? optionId(active) : undefined,
  };

  const suggestions: ReactNode = open ? (
    <div id={listId} role="listbox" aria-label={t(messages.label)} className={`mention-suggestions mention-suggestions--${placement}`}>
      {people.map((person, i) => (
        <div
          key={person.id}
          id={optionId(i)}
          role="option"
          tabIndex={-1}
          aria-selected={i === active}
          className="mention-suggestions__option"
          // Keeps the focus (and the caret) in the box while the pointer picks; the keys work from the box.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => pick(person.username)}
          onKeyDown={(event) => event.key === 'Enter' && pick(person.username)}
        >
          <Avatar src={person.avatar} alt="" size={28} />
          <span className="mention-suggestions__names">
            <bdi className="mention-suggestions__username">{person.username}</bdi>
            {person.fullName && (
              <bdi className="mention-suggestions__fullname" dir="auto">
                {person.fullName}
              </bdi>
            )}
          </span>
        </div>
      ))}
    </div>
  ) : null;

  return { fieldProps, suggestions };
}
