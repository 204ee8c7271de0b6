import { Link } from 'react-router';
import { hashtagPath, mentionPath, splitCaption } from '../lib/caption';

/**
 * Text a person wrote (a caption, comment or bio), exactly as written (never HTML), with its
 * hashtags and mentions as links. It takes its direction from its own first letter.
 */
export function LinkedText({ text, className }: { text: string; className?: string }) {
  return (
    <span className={className} dir="auto">
      {splitCaption(text).map((part, i) =>
        part.kind === 'text' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, always in the same order: the index is their identity
          <span key={i}>{part.text}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <Link key={i} to={part.kind === 'hashtag' ? hashtagPath(part.tag) : mentionPath(part.username)} className="hashtag">
            {part.text}
          </Link>
        ),
      )}
    </span>
  );
}
