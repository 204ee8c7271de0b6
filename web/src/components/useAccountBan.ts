import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { ACCOUNT_BANNED_EVENT } from '../apollo/socketState';
import { graphql } from '../gql';
import type { AccountBanQuery as AccountBanData } from '../gql/graphql';

export const AccountBanQuery = graphql(`
  query AccountBan {
    accountBan {
      reason
      bannedAt
      appeal {
        id
        status
        decision
        reason
      }
    }
  }
`);

export type BanNotice = NonNullable<AccountBanData['accountBan']>;

const BANNED_KEY = 'glimpse:banned';

/** Whether this device last showed the banned screen: it asks again on the next start, the session being one no longer. */
export function wasShownBanned(): boolean {
  try {
    return localStorage.getItem(BANNED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberBanned(banned: boolean): void {
  try {
    if (banned) localStorage.setItem(BANNED_KEY, '1');
    else localStorage.removeItem(BANNED_KEY);
  } catch {
    // storage unavailable: the banned screen shows when the app finds out again
  }
}

/**
 * Why this device's person is banned, once the app finds out: on opening signed out when the
 * device was signed in (`wasSignedIn`: the session ended by a ban counts as signed out), or when
 * the server closes the live socket because of a ban. `dismiss` forgets it (after signing out).
 */
export function useAccountBan(ready: boolean, signedIn: boolean, wasSignedIn: boolean): { notice: BanNotice | null; dismiss: () => void } {
  const client = useApolloClient();
  const [notice, setNotice] = useState<BanNotice | null>(null);

  const check = useCallback(async () => {
    try {
      const { data } = await client.query({ query: AccountBanQuery, fetchPolicy: 'network-only' });
      rememberBanned(Boolean(data?.accountBan));
      if (data?.accountBan) setNotice(data.accountBan);
    } catch {
      // offline or refused: the usual screens
    }
  }, [client]);

  useEffect(() => {
    if (ready && !signedIn && wasSignedIn) void check();
  }, [ready, signedIn, wasSignedIn, check]);

  useEffect(() => {
    const onBanned = () => void check();
    window.addEventListener(ACCOUNT_BANNED_EVENT, onBanned);
    return () => window.removeEventListener(ACCOUNT_BANNED_EVENT, onBanned);
  }, [check]);

  const dismiss = useCallback(() => {
    rememberBanned(false);
    setNotice(null);
  }, []);
  return { notice, dismiss };
}
