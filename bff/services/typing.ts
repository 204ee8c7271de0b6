import { EventEmitter } from 'node:events';
import type { ClusterLink } from '../cluster/clusterLink';

export type TypingSignal = { conversationId: string; userId: string; typing: boolean };

/**
 * Who is typing where: ephemeral, so it is never an event, only passed from one socket to
 * another, in this process and, with workers, in the others.
 */
export function typingSignals(cluster: ClusterLink | null = null) {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  cluster?.onBroadcast('typing', (signal) => {
    const { conversationId } = signal as TypingSignal;
    emitter.emit(conversationId, signal);
  });
  return {
    publish(signal: TypingSignal): void {
      emitter.emit(signal.conversationId, signal);
      cluster?.broadcast('typing', signal);
    },
    subscribe(conversationId: string, listener: (signal: TypingSignal) => void): () => void {
      emitter.on(conversationId, listener);
      return () => emitter.off(conversationId, listener);
    },
  };
}

export type TypingSignals = ReturnType<typeof typingSignals>;
