import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import { useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../Avatar';
import { useUserSearch } from '../useUserSearch';

const messages = defineMessages({
  title: { id: 'searchAccounts.title', defaultMessage: 'Accounts' },
  seeAll: { id: 'searchAccounts.seeAll', defaultMessage: 'See all {count} accounts' },
});

const SHOWN_FIRST = 5;

/** The accounts /search finds as the text is typed (username or full name, from their start): tap one for the profile. */
export function AccountResults({ text }: { text: string }) {
  const { formatMessage: t } = useIntl();
  const { users } = useUserSearch(text);
  const [all, setAll] = useState(false);
  if (users.length === 0) return null;
  const shown = all ? users : users.slice(0, SHOWN_FIRST);
  return (
    <section className="search-section" aria-labelledby="search-accounts">
      <h2 id="search-accounts" className="search-section__title">
        {t(messages.title)}
      </h2>
      <ul className="follow-list">
        {shown.map((user) => (
          <li key={user.id}>
            <Link to={`/profile/${user.id}`} className="follow-row" data-testid="account-result">
              <Avatar src={user.avatar} alt="" size={44} />
              <span className="follow-row__text">
                <bdi className="follow-row__name">{user.username}</bdi>
                {user.fullName && <bdi className="follow-row__fullname">{user.fullName}</bdi>}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {!all && users.length > SHOWN_FIRST && (
        <button type="button" className="search-section__more" onClick={() => setAll(true)}>
          {t(messages.seeAll, { count: users.length })}
        </button>
      )}
    </section>
  );
}
