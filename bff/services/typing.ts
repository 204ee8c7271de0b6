import { EventEmitter } from 'node:events';

export type TypingSignal = { conversationId: string; userId: string; typing: boolean };

/**
 * Who is typing where: ephemeral, so it is never an event, only passed from one socket to
 * another within this process.
 */
export function typingSignals() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(signal: TypingSignal): void {
      emitter.emit(signal.conversationId, signal);
    },
    subscribe(conversationId: string, listener: (signal: TypingSignal) => void): () => void {
      emitter.on(conversationId, listener);
      return () => emitter.off(conversationId, listener);
    },
  };
}

export type TypingSignals = ReturnType<typeof typingSignals>;
