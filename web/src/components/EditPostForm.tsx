import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useId, useState } from 'react';
import { useEditPost } from './useEditPost';
import { useMentionSuggestions } from './useMentionSuggestions';

export type EditablePost = { id: string; caption: string | null; location: string | null };

/** The '...' sheet's Edit step: the post's caption and location, saved together. */
export function EditPostForm({ post, onDone }: { post: EditablePost; onDone: () => void }) {
  const uid = useId();
  const [caption, setCaption] = useState(post.caption ?? '');
  const [location, setLocation] = useState(post.location ?? '');
  const captionMentions = useMentionSuggestions(caption, setCaption);
  const [editPost, saving] = useEditPost();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await editPost(post.id, { caption, location })) onDone();
  }

  return (
    <form className="form" onSubmit={submit}>
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
