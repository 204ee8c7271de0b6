import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { graphql } from '../gql';
import type { MeQuery as MeQueryData, ViewerFieldsFragment } from '../gql/graphql';
import { takeFirstData } from '../apollo/firstData';
import { clearOfflineSnapshot, restoreOfflineSnapshot } from '../apollo/offlineSnapshot';
import { clearUser, loadUser, saveUser, type StoredUser } from '../lib/storage';

export const ViewerFields = graphql(`
  fragment ViewerFields on Me {
    id
    username
    email
    fullName
    bio
    avatar
    isAdmin
    postsCount
    followersCount
    followingCount
  }
`);

export const MeQuery = graphql(`
  query Me {
    me {
      ...ViewerFields
    }
  }
`);

export type Viewer = ViewerFieldsFragment;

type AuthStatus = 'loading' | 'ready';

interface AuthContextValue {
  status: AuthStatus;
  user: StoredUser | null;
  /** Records a signed-in user (after sign up), in the Apollo cache and in localStorage. */
  setSignedIn(user: Viewer): void;
  /** Forgets the user locally (after log out). */
  setSignedOut(): void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

type SignInCheck = Promise<Viewer | null>;

function askWhoIsSignedIn(client: ApolloClient): SignInCheck {
  return client.query({ query: MeQuery, fetchPolicy: 'network-only' }).then(({ data }) => data?.me ?? null);
}

let earlyCheck: SignInCheck | null = null;

/**
 * Starts the sign-in check as soon as the app's code runs, before React's first render: the answer
 * the page asked for before the code loaded, else a request sent now. The provider takes it over
 * when it mounts. `pageReady` is what the first page needs besides (its data, its code): the check
 * answers once that is there too, so the page renders once, on a cache that no longer changes under
 * it (a change in the middle of the render would make React render it all again, in one long task).
 */
export function startSignInCheck(client: ApolloClient, pageReady?: Promise<unknown>): void {
  const early = takeFirstData<MeQueryData>('me');
  const check = early ? early.then((data) => (data ? data.me : askWhoIsSignedIn(client))) : askWhoIsSignedIn(client);
  earlyCheck = pageReady ? Promise.all([check, pageReady.catch(() => undefined)]).then(([me]) => me) : check;
  // Handled by the provider; this only keeps a refusal from being reported as unhandled meanwhile.
  earlyCheck.catch(() => undefined);
}

function takeSignInCheck(client: ApolloClient): SignInCheck {
  const check = earlyCheck ?? askWhoIsSignedIn(client);
  earlyCheck = null;
  return check;
}

/** Asks the server who is signed in (the `me` query) once on load; shows 'Loading' until it answers. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [user, setUser] = useState<StoredUser | null>(null);

  useEffect(() => {
    let cancelled = false;
    takeSignInCheck(client)
      .then((me) => {
        if (cancelled) return null;
        if (me) saveUser(me);
        else clearUser();
        return me;
      })
      .catch(() => {
        // The server could not be reached: fall back to the saved user (corrupt data is discarded)
        // and to the feed loaded last time.
        if (cancelled) return null;
        const saved = loadUser();
        if (saved) restoreOfflineSnapshot(client.cache);
        return saved;
      })
      .then((signedIn) => {
        if (cancelled) return;
        // A transition: the first page renders in slices that leave the phone responsive, and
        // waits for its code (already on its way) rather than flashing a second spinner.
        startTransition(() => {
          setUser(signedIn);
          setStatus('ready');
        });
      });
    return () => {
      cancelled = true;
    };
  }, [client]);

  const setSignedIn = useCallback(
    (me: Viewer) => {
      client.writeQuery({ query: MeQuery, data: { me: { ...me, __typename: 'Me' } as Viewer } });
      saveUser(me);
      setUser(me);
    },
    [client],
  );

  const setSignedOut = useCallback(() => {
    clearUser();
    clearOfflineSnapshot();
    setUser(null);
  }, []);

  const value = useMemo(() => ({ status, user, setSignedIn, setSignedOut }), [status, user, setSignedIn, setSignedOut]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
