import { Fragment, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { hashtagPath, mentionPath, splitCaption } from '../lib/caption';
import { captionFold } from '../lib/captionFold';
import { defineMessages } from '../i18n/defineMessages';

/** Words someone wrote (a caption, comment or bio), as text with their hashtags and mentions as links (never HTML). */
export function CaptionText({ text }: { text: string }) {
  return splitCaption(text).map((part, i) =>
    part.kind === 'text' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, always in the same order: the index is their identity
      <Fragment key={i}>{part.text}</Fragment>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: as above
      <Link key={i} to={part.kind === 'hashtag' ? hashtagPath(part.tag) : mentionPath(part.username)} className="hashtag">
        {part.text}
      </Link>
    ),
  );
}

/**
 * A post's caption after its author's name. A long one is folded after two lines or about 125
 * characters with '... more', which unfolds it in place and hands the focus to the text it revealed.
 */
const messages = defineMessages({
  more: { id: 'caption.more', defaultMessage: 'more' },
});

export function Caption({ username, caption }: { username: string; caption: string }) {
  const { formatMessage: t } = useIntl();
  const [unfolded, setUnfolded] = useState(false);
  const text = useRef<HTMLSpanElement>(null);
  const fold = unfolded ? null : captionFold(caption);

  useEffect(() => {
    if (unfolded) text.current?.focus();
  }, [unfolded]);

  return (
    <p className="post-card__caption" data-testid="caption">
      <bdi className="post-card__caption-user">{username}</bdi>{' '}
      {/* The caption takes its direction from its own first letter, apart from the name before it. */}
      <span dir="auto" ref={text} tabIndex={-1} className="post-card__caption-text">
        <CaptionText text={fold === null ? caption : caption.slice(0, fold)} />
      </span>
      {fold !== null && (
        <>
          {'... '}
          <button type="button" className="post-card__more" onClick={() => setUnfolded(true)}>
            {t(messages.more)}
          </button>
        </>
      )}
    </p>
  );
}
