import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { MeQuery as MeQueryData } from '../gql/graphql';
import { takeFirstData } from '../apollo/firstData';
import { clearOfflineSnapshot, restoreLastFeed, restoreOfflineSnapshot } from '../apollo/offlineSnapshot';
import { showOnAppIcon } from '../lib/appIconBadge';
import { forgetShared } from '../lib/sharedFiles';
import { nextTask } from '../lib/nextTask';
import { clearUser, loadUser, saveUser } from '../lib/storage';
import { outboxDb } from '../outbox/outboxDb';
import { MeQuery, readViewer, watchViewer, writeViewer, type Viewer } from './viewer';

type AuthStatus = 'loading' | 'ready';

/** The session on this device; the person signed in is read with useViewer. */
interface AuthContextValue {
  /** 'loading' until the server said who is signed in (or, offline, the session saved on this device is back). */
  status: AuthStatus;
  /** Records who signed up (their session cookie is set): the signed-in routes follow. */
  signIn(viewer: Viewer): void;
  /** Forgets the session on this device (after log out or account deletion): the cache and what is kept for offline. */
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);
const ViewerContext = createContext<Viewer | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** The signed-in person (null when no one is): the one way components read it. */
export function useViewer(): Viewer | null {
  return useContext(ViewerContext);
}

/** Asks the server who is signed in; the answer lands in the cache (`me`). Rejects when the server cannot be reached. */
function askWhoIsSignedIn(client: ApolloClient): Promise<void> {
  return client.query({ query: MeQuery, fetchPolicy: 'network-only' }).then(() => undefined);
}

let earlyCheck: Promise<void> | null = null;
/** Whether the app started on the person and the feed saved on this device (resumeSavedSession). */
let resumed = false;

/**
 * A returning visitor on the feed: the person and the last feed saved on this device go into the
 * cache before anything else, so that the feed shows at once, without waiting for the server; the
 * sign-in check and the feed's first page then replace them as they arrive (startSignInCheck). To
 * be called before startSignInCheck, whose answers must land after it.
 */
export function resumeSavedSession(client: ApolloClient): void {
  const saved = loadUser();
  if (!saved || !restoreLastFeed(client.cache)) return;
  writeViewer(client.cache, saved);
  resumed = true;
}

/**
 * Starts the sign-in check as soon as the app's code runs, before React's first render: the answer
 * the page asked for before the code loaded, else a request sent now. The provider takes it over
 * when it mounts. `pageReady` is what the first page needs besides (its data, its code): the check
 * answers once that is there too, so the page renders once, on a cache that no longer changes under
 * it (a change in the middle of the render would make React render it all again, in one long task).
 */
export function startSignInCheck(client: ApolloClient, pageReady?: Promise<unknown>): void {
  const early = takeFirstData<MeQueryData>('me');
  const check = early
    ? early.then((data) => (data ? nextTask().then(() => writeViewer(client.cache, data.me)) : askWhoIsSignedIn(client)))
    : askWhoIsSignedIn(client);
  earlyCheck = pageReady ? Promise.all([check, pageReady.catch(() => undefined)]).then(() => undefined) : check;
  // Handled by the provider; this only keeps a refusal from being reported as unhandled meanwhile.
  earlyCheck.catch(() => undefined);
}

function takeSignInCheck(client: ApolloClient): Promise<void> {
  const check = earlyCheck ?? askWhoIsSignedIn(client);
  earlyCheck = null;
  return check;
}

/**
 * Who is signed in, as the cache has it. Followed in state rather than with useSyncExternalStore:
 * a store's update never joins a transition, and the switch to the signed-in routes after sign-up
 * must join the navigation's (see SignUp).
 */
function useViewerInCache(client: ApolloClient): Viewer | null {
  const [viewer, setViewer] = useState(() => readViewer(client.cache));
  useEffect(() => {
    const update = () => setViewer(readViewer(client.cache));
    update();
    return watchViewer(client, update);
  }, [client]);
  return viewer;
}

/** Asks the server who is signed in (the `me` query) once on load; shows 'Loading' until it answers. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [status, setStatus] = useState<AuthStatus>(resumed ? 'ready' : 'loading');
  const viewer = useViewerInCache(client);

  useEffect(() => {
    let cancelled = false;
    takeSignInCheck(client)
      .catch(() => {
        // The server could not be reached: the person saved on this device (corrupt data is
        // discarded) and the feed loaded last time.
        if (cancelled) return;
        const saved = loadUser();
        if (!saved) return;
        restoreOfflineSnapshot(client.cache);
        writeViewer(client.cache, saved);
      })
      .then(() => {
        if (cancelled) return;
        // Started on the saved feed, and the server says the session is over: none of it stays.
        if (resumed && !readViewer(client.cache)) clearOfflineSnapshot();
        // A transition: the first page renders in slices that leave the phone responsive, and
        // waits for its code (already on its way) rather than flashing a second spinner.
        startTransition(() => setStatus('ready'));
      });
    return () => {
      cancelled = true;
    };
  }, [client]);

  // The device keeps who is signed in, as the cache has it, to open offline next time.
  useEffect(() => {
    if (status !== 'ready') return;
    if (viewer) saveUser(viewer);
    else clearUser();
  }, [status, viewer]);

  const signIn = useCallback((signedIn: Viewer) => writeViewer(client.cache, signedIn), [client]);

  const signOut = useCallback(async () => {
    // What they wrote and was not sent yet goes too: the next person on this device must not send or see it.
    const leaving = readViewer(client.cache);
    await client.clearStore();
    clearOfflineSnapshot();
    if (leaving) await outboxDb.forget(leaving.id).catch(() => undefined);
    // Nothing of this person stays on the phone: no number on the app's icon, no share waiting for Upload.
    showOnAppIcon(0);
    await forgetShared().catch(() => undefined);
  }, [client]);

  const session = useMemo(() => ({ status, signIn, signOut }), [status, signIn, signOut]);
  return (
    <AuthContext.Provider value={session}>
      <ViewerContext.Provider value={viewer}>{children}</ViewerContext.Provider>
    </AuthContext.Provider>
  );
}
