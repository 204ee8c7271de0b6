import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { HIDDEN_WORDS_MAX, sameHiddenWord } from '../../../domain/hiddenWords/hiddenWordsInput';
import { AppLayout } from '../components/AppLayout';
import { ChevronLeftIcon, CloseIcon } from '../components/Icons';
import { Spinner } from '../components/Loading';
import { TextField } from '../components/TextField';
import { useToast } from '../components/Toaster';
import { useForm } from '../components/useForm';
import { graphql } from '../gql';
import { errorMessage } from '../lib/errors';
import '../styles/settings.css';

const messages = defineMessages({
  saved: { id: 'hiddenWords.saved', defaultMessage: 'Hidden words saved' },
  saveFailed: { id: 'hiddenWords.saveFailed', defaultMessage: 'Failed to save your hidden words.' },
  already: { id: 'hiddenWords.already', defaultMessage: 'Already in your list' },
  alreadyText: { id: 'hiddenWords.alreadyText', defaultMessage: '“{word}” is hidden already.' },
  addFailed: { id: 'hiddenWords.addFailed', defaultMessage: 'Could not add the word.' },
  tryAgain: { id: 'hiddenWords.tryAgain', defaultMessage: 'Please try again.' },
  addLabel: { id: 'hiddenWords.addLabel', defaultMessage: 'Add a hidden word' },
  field: { id: 'hiddenWords.field', defaultMessage: 'Add a word or phrase' },
  add: { id: 'hiddenWords.add', defaultMessage: 'Add' },
  full: { id: 'hiddenWords.full', defaultMessage: '(the list is full: remove a word to add another)' },
  none: { id: 'hiddenWords.none', defaultMessage: 'You hide no words yet.' },
  listLabel: { id: 'hiddenWords.listLabel', defaultMessage: 'Your hidden words' },
  removeLabel: { id: 'hiddenWords.removeLabel', defaultMessage: 'Remove {word}' },
  saving: { id: 'hiddenWords.saving', defaultMessage: 'Saving...' },
  save: { id: 'hiddenWords.save', defaultMessage: 'Save' },
  savedButton: { id: 'hiddenWords.savedButton', defaultMessage: 'Saved' },
  backToSettings: { id: 'hiddenWords.backToSettings', defaultMessage: 'Back to settings' },
  title: { id: 'hiddenWords.title', defaultMessage: 'Hidden words' },
  loadFailed: { id: 'hiddenWords.loadFailed', defaultMessage: 'Failed to load your hidden words' },
  tryAgainButton: { id: 'hiddenWords.tryAgainButton', defaultMessage: 'Try again' },
  loading: { id: 'hiddenWords.loading', defaultMessage: 'Loading hidden words' },
  intro: {
    id: 'hiddenWords.intro',
    defaultMessage:
      'Comments on your posts and message requests that contain these words or phrases are hidden. A hidden comment stays visible to the person who wrote it. Case doesn’t matter; whole words only.',
  },
});

export const HiddenWordsQuery = graphql(`
  query HiddenWords {
    hiddenWords
  }
`);

export const SetHiddenWordsMutation = graphql(`
  mutation SetHiddenWords($words: [String!]!) {
    setHiddenWords(words: $words)
  }
`);

const hiddenWordRules = () => import('./hiddenWordRules').then((rules) => rules.hiddenWordFormSchema);
const NO_WORD = { word: '' };

/** The list being edited, with Add and Remove; Save sends it whole. */
function HiddenWordsEditor({ saved }: { saved: string[] }) {
  const { formatMessage: t } = useIntl();
  const toast = useToast();
  const [words, setWords] = useState(saved);
  const [save, { loading: saving }] = useMutation(SetHiddenWordsMutation, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: HiddenWordsQuery, data: { hiddenWords: data.setHiddenWords } });
    },
  });
  const form = useForm({ rules: hiddenWordRules, initial: NO_WORD });
  const full = words.length >= HIDDEN_WORDS_MAX;
  const changed = words.length !== saved.length || words.some((w, i) => w !== saved[i]);

  const onAdd = form.handleSubmit(
    async ({ word }) => {
      form.reset();
      if (words.some((w) => sameHiddenWord(w, word))) toast({ title: t(messages.already), description: t(messages.alreadyText, { word }) });
      else setWords((list) => [...list, word]);
    },
    (error) => toast({ title: t(messages.addFailed), description: errorMessage(error, t(messages.tryAgain)), variant: 'destructive' }),
  );

  async function onSave() {
    try {
      const result = await save({ variables: { words } });
      if (!result.data) throw result.error ?? new Error(t(messages.saveFailed));
      setWords(result.data.setHiddenWords);
      toast({ title: t(messages.saved) });
    } catch (error) {
      toast({ title: t(messages.saveFailed), description: errorMessage(error, t(messages.tryAgain)), variant: 'destructive' });
    }
  }

  return (
    <>
      <form className="hidden-words__add" onSubmit={onAdd} noValidate aria-label={t(messages.addLabel)}>
        <TextField label={t(messages.field)} autoCapitalize="none" spellCheck={false} {...form.field('word')} />
        <button type="submit" className="button button--secondary" disabled={full}>
          {t(messages.add)}
        </button>
      </form>
      <p className="hidden-words__count" aria-live="polite">
        {words.length}/{HIDDEN_WORDS_MAX}
        {full ? ` ${t(messages.full)}` : ''}
      </p>
      {words.length === 0 ? (
        <p className="hidden-words__empty">{t(messages.none)}</p>
      ) : (
        <ul className="hidden-words__list" aria-label={t(messages.listLabel)}>
          {words.map((word) => (
            <li key={word} className="hidden-words__item">
              <bdi className="hidden-words__word">{word}</bdi>
              <button
                type="button"
                className="icon-button"
                aria-label={t(messages.removeLabel, { word })}
                onClick={() => setWords((list) => list.filter((w) => w !== word))}
              >
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--primary button--block" onClick={() => void onSave()} disabled={saving || !changed}>
        {saving ? t(messages.saving) : changed ? t(messages.save) : t(messages.savedButton)}
      </button>
    </>
  );
}

/** /settings/hidden-words: the words and phrases hidden from comments on one's posts and from message requests. */
export function HiddenWordsPage() {
  const { formatMessage: t } = useIntl();
  const { data, error, refetch } = useQuery(HiddenWordsQuery, { fetchPolicy: 'network-only' });
  return (
    <AppLayout header={false}>
      <div className="page">
        <header className="page-header page-header--back">
          <Link to="/settings" className="icon-button page-header__back" aria-label={t(messages.backToSettings)}>
            <ChevronLeftIcon />
          </Link>
          <h1 className="page-header__title">{t(messages.title)}</h1>
        </header>
        <section className="settings-section">
          <p className="hidden-words__intro">{t(messages.intro)}</p>
          {data ? (
            <HiddenWordsEditor saved={data.hiddenWords} />
          ) : error ? (
            <div className="empty-state">
              <p className="empty-state__title">{t(messages.loadFailed)}</p>
              <button type="button" className="button button--secondary" onClick={() => void refetch()}>
                {t(messages.tryAgainButton)}
              </button>
            </div>
          ) : (
            <Spinner label={t(messages.loading)} />
          )}
        </section>
      </div>
    </AppLayout>
  );
}
