import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useId, useState } from 'react';
import { type AltTextItem, AltTextField, altFits } from './AltTextField';
import { useEditPost } from './useEditPost';
import { useMentionSuggestions } from './useMentionSuggestions';

export type EditablePost = { id: string; caption: string | null; location: string | null; media: (AltTextItem & { alt: string })[] };

/** The '...' sheet's Edit step: the post's caption, location and each photo's or video's alt text, saved together. */
export function EditPostForm({ post, onDone }: { post: EditablePost; onDone: () => void }) {
  const uid = useId();
  const [caption, setCaption] = useState(post.caption ?? '');
  const [location, setLocation] = useState(post.location ?? '');
  const [alt, setAlt] = useState(() => post.media.map((item) => item.alt));
  const captionMentions = useMentionSuggestions(caption, setCaption);
  const [editPost, saving] = useEditPost();

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The field over the limit says so already; nothing is sent until it fits.
    if (!alt.every(altFits)) return;
    if (await editPost(post.id, { caption, location, alt })) onDone();
  }

  return (
    <form className="form edit-post" onSubmit={submit}>
      <Dialog.Title className="dialog__title">Edit info</Dialog.Title>
      <div className="field field--suggesting">
        <label htmlFor={`${uid}-caption`} className="field__label">
          Caption
        </label>
        <textarea
          id={`${uid}-caption`}
          name="caption"
          className="input textarea"
          dir="auto"
          rows={4}
          placeholder="Write a caption..."
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
          {...captionMentions.fieldProps}
        />
        {captionMentions.suggestions}
      </div>
      <div className="field">
        <label htmlFor={`${uid}-location`} className="field__label">
          Location (optional)
        </label>
        <input
          id={`${uid}-location`}
          name="location"
          className="input"
          dir="auto"
          placeholder="Add location"
          value={location}
          onChange={(event) => setLocation(event.target.value)}
        />
      </div>
      <fieldset className="fieldset edit-post__alts">
        <legend className="field__label">Alt text</legend>
        <p className="field__hint">Alt text describes your photos and videos for people who can't see them.</p>
        {post.media.map((item, index) => (
          <AltTextField
            key={item.url}
            item={item}
            index={index}
            value={alt[index] ?? ''}
            onChange={(value) => setAlt((all) => all.map((text, i) => (i === index ? value : text)))}
          />
        ))}
      </fieldset>
      <div className="dialog__actions">
        <Dialog.Close className="button button--secondary" disabled={saving}>
          Cancel
        </Dialog.Close>
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? 'Saving...' : 'Done'}
        </button>
      </div>
    </form>
  );
}
