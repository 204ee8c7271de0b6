import * as Dialog from '@radix-ui/react-dialog';
import { type FormEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { type AltTextItem, AltTextField, altFits } from './AltTextField';
import { useEditPost } from './useEditPost';
import { useMentionSuggestions } from './useMentionSuggestions';

const messages = defineMessages({
  title: { id: 'editPostForm.title', defaultMessage: 'Edit info' },
  caption: { id: 'editPostForm.caption', defaultMessage: 'Caption' },
  captionPlaceholder: { id: 'editPostForm.captionPlaceholder', defaultMessage: 'Write a caption...' },
  location: { id: 'editPostForm.location', defaultMessage: 'Location (optional)' },
  locationPlaceholder: { id: 'editPostForm.locationPlaceholder', defaultMessage: 'Add location' },
  altText: { id: 'editPostForm.altText', defaultMessage: 'Alt text' },
  altHint: { id: 'editPostForm.altHint', defaultMessage: "Alt text describes your photos and videos for people who can't see them." },
  cancel: { id: 'editPostForm.cancel', defaultMessage: 'Cancel' },
  saving: { id: 'editPostForm.saving', defaultMessage: 'Saving...' },
  done: { id: 'editPostForm.done', defaultMessage: 'Done' },
});

export type EditablePost = { id: string; caption: string | null; location: string | null; media: (AltTextItem & { alt: string })[] };

/** The '...' sheet's Edit step: the post's caption, location and each photo's or video's alt text, saved together. */
export function EditPostForm({ post, onDone }: { post: EditablePost; onDone: () => void }) {
  const { formatMessage: t } = useIntl();
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
      <Dialog.Title className="dialog__title">{t(messages.title)}</Dialog.Title>
      <div className="field field--suggesting">
        <label htmlFor={`${uid}-caption`} className="field__label">
          {t(messages.caption)}
        </label>
        <textarea
          id={`${uid}-caption`}
          name="caption"
          className="input textarea"
          dir="auto"
          rows={4}
          placeholder={t(messages.captionPlaceholder)}
          value={caption}
          onChange={(event) => setCaption(event.target.value)}
          {...captionMentions.fieldProps}
        />
        {captionMentions.suggestions}
      </div>
      <div className="field">
        <label htmlFor={`${uid}-location`} className="field__label">
          {t(messages.location)}
        </label>
        <input
          id={`${uid}-location`}
          name="location"
          className="input"
          dir="auto"
          placeholder={t(messages.locationPlaceholder)}
          value={location}
          onChange={(event) => setLocation(event.target.value)}
        />
      </div>
      <fieldset className="fieldset edit-post__alts">
        <legend className="field__label">{t(messages.altText)}</legend>
        <p className="field__hint">{t(messages.altHint)}</p>
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
          {t(messages.cancel)}
        </Dialog.Close>
        <button type="submit" className="button button--primary" disabled={saving}>
          {t(saving ? messages.saving : messages.done)}
        </button>
      </div>
    </form>
  );
}
