import { useSyncExternalStore } from 'react';

/** Whether the graphql-ws socket is up: live updates flow only then; pages poll while it is down. */
export type SocketState = 'connecting' | 'connected' | 'closed';

let state: SocketState = 'connecting';
const listeners = new Set<() => void>();

export function setSocketState(next: SocketState): void {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

export function socketState(): SocketState {
  return state;
}

export function onSocketState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSocketConnected(): boolean {
  return useSyncExternalStore(onSocketState, () => state === 'connected');
}

/** 1 s, 2 s, 4 s ... up to 10 s, with jitter so that clients do not all come back at once. */
export function reconnectDelay(retries: number): number {
  const base = Math.min(10_000, 1000 * 2 ** retries);
  return base / 2 + Math.random() * (base / 2);
}

/** The server closes a banned person's sockets with this code: the app then finds out why (the banned screen). */
export const CLOSE_BANNED = 4403;
export const ACCOUNT_BANNED_EVENT = 'glimpse:account-banned';
