import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { graphql } from '../../gql';

const messages = defineMessages({
  title: { id: 'searchTags.title', defaultMessage: 'Tags' },
  posts: { id: 'searchTags.posts', defaultMessage: '{count, plural, one {# post} other {# posts}}' },
  seeAll: { id: 'searchTags.seeAll', defaultMessage: 'See all {count} tags' },
});

const SHOWN_FIRST = 3;
/** What a hashtag can start with (the server's rule, hashtagQueries.ts): other text asks for none. */
const HASHTAG_START = /^[\p{L}\p{N}_]{1,100}$/u;

export const SearchHashtagsQuery = graphql(`
  query SearchHashtags($query: String!) {
    searchHashtags(query: $query, first: 20) {
      name
      postsCount
    }
  }
`);

/** The hashtags /search finds for the text (from their start, a leading '#' aside), most used first: tap one for its page. */
export function HashtagResults({ query }: { query: string }) {
  const { formatMessage: t } = useIntl();
  const tag = query.replace(/^#/, '').toLowerCase();
  const skip = !HASHTAG_START.test(tag);
  const { data, previousData } = useQuery(SearchHashtagsQuery, { variables: { query: tag }, skip });
  const [all, setAll] = useState(false);
  const found = skip ? [] : ((data ?? previousData)?.searchHashtags ?? []);
  if (found.length === 0) return null;
  const shown = all ? found : found.slice(0, SHOWN_FIRST);
  return (
    <section className="search-section" aria-labelledby="search-tags">
      <h2 id="search-tags" className="search-section__title">
        {t(messages.title)}
      </h2>
      <ul className="follow-list">
        {shown.map(({ name, postsCount }) => (
          <li key={name}>
            <Link to={`/hashtag/${encodeURIComponent(name)}`} className="follow-row" data-testid="hashtag-result">
              <span className="hashtag-mark" aria-hidden="true">
                #
              </span>
              <span className="follow-row__text">
                <bdi className="follow-row__name">#{name}</bdi>
                <span className="follow-row__fullname">{t(messages.posts, { count: postsCount })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {!all && found.length > SHOWN_FIRST && (
        <button type="button" className="search-section__more" onClick={() => setAll(true)}>
          {t(messages.seeAll, { count: found.length })}
        </button>
      )}
    </section>
  );
}
