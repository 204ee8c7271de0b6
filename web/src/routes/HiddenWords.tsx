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

export const HIDDEN_WORDS_SAVED = 'Hidden words saved';
const SAVE_FAILED = 'Failed to save your hidden words.';

/** The list being edited, with Add and Remove; Save sends it whole. */
function HiddenWordsEditor({ saved }: { saved: string[] }) {
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
      if (words.some((w) => sameHiddenWord(w, word))) toast({ title: 'Already in your list', description: `“${word}” is hidden already.` });
      else setWords((list) => [...list, word]);
    },
    (error) => toast({ title: 'Could not add the word.', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  );

  async function onSave() {
    try {
      const result = await save({ variables: { words } });
      if (!result.data) throw result.error ?? new Error(SAVE_FAILED);
      setWords(result.data.setHiddenWords);
      toast({ title: HIDDEN_WORDS_SAVED });
    } catch (error) {
      toast({ title: SAVE_FAILED, description: errorMessage(error, 'Please try again.'), variant: 'destructive' });
    }
  }

  return (
    <>
      <form className="hidden-words__add" onSubmit={onAdd} noValidate aria-label="Add a hidden word">
        <TextField label="Add a word or phrase" autoCapitalize="none" spellCheck={false} {...form.field('word')} />
        <button type="submit" className="button button--secondary" disabled={full}>
          Add
        </button>
      </form>
      <p className="hidden-words__count" aria-live="polite">
        {words.length}/{HIDDEN_WORDS_MAX}
        {full ? ' (the list is full: remove a word to add another)' : ''}
      </p>
      {words.length === 0 ? (
        <p className="hidden-words__empty">You hide no words yet.</p>
      ) : (
        <ul className="hidden-words__list" aria-label="Your hidden words">
          {words.map((word) => (
            <li key={word} className="hidden-words__item">
              <bdi className="hidden-words__word">{word}</bdi>
              <button type="button" className="icon-button" aria-label={`Remove ${word}`} onClick={() => setWords((list) => list.filter((w) => w !== word))}>
                <CloseIcon />
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--primary button--block" onClick={() => void onSave()} disabled={saving || !changed}>
        {saving ? 'Saving...' : changed ? 'Save' : 'Saved'}
      </button>
    </>
  );
}

/** /settings/hidden-words: the words and phrases hidden from comments on one's posts and from message requests. */
export function HiddenWordsPage() {
  const { data, error, refetch } = useQuery(HiddenWordsQuery, { fetchPolicy: 'network-only' });
  return (
    <AppLayout header={false}>
      <div className="page">
        <header className="page-header page-header--back">
          <Link to="/settings" className="icon-button page-header__back" aria-label="Back to settings">
            <ChevronLeftIcon />
          </Link>
          <h1 className="page-header__title">Hidden words</h1>
        </header>
        <section className="settings-section">
          <p className="hidden-words__intro">
            Comments on your posts and message requests that contain these words or phrases are hidden. A hidden comment stays visible to the person who wrote
            it. Case doesn’t matter; whole words only.
          </p>
          {data ? (
            <HiddenWordsEditor saved={data.hiddenWords} />
          ) : error ? (
            <div className="empty-state">
              <p className="empty-state__title">Failed to load your hidden words</p>
              <button type="button" className="button button--secondary" onClick={() => void refetch()}>
                Try again
              </button>
            </div>
          ) : (
            <Spinner label="Loading hidden words" />
          )}
        </section>
      </div>
    </AppLayout>
  );
}
