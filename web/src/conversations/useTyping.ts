import { useMutation, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { graphql } from '../gql';

const SetTypingMutation = graphql(`
  mutation SetTyping($conversationId: ID!, $typing: Boolean!) {
    setTyping(conversationId: $conversationId, typing: $typing)
  }
`);

const TypingSubscription = graphql(`
  subscription Typing($conversationId: ID!) {
    typing(conversationId: $conversationId) {
      userId
      typing
    }
  }
`);

// 'Typing' is repeated this often while the person types, and forgotten after the longer pause
// (a tab closed mid-sentence never says it stopped).
const REPEAT_MS = 3000;
const IDLE_MS = 4000;
const FORGET_MS = 6000;

/** Whether the other participant is typing, and `typed()` / `stopped()` to tell them about us. */
export function useTyping(conversationId: string): { otherTyping: boolean; typed: () => void; stopped: () => void } {
  const [setTyping] = useMutation(SetTypingMutation);
  const [otherTyping, setOtherTyping] = useState(false);
  const lastSent = useRef(0);
  const idle = useRef<number | undefined>(undefined);
  const forget = useRef<number | undefined>(undefined);

  useSubscription(TypingSubscription, {
    variables: { conversationId },
    onData({ data: { data } }) {
      const typing = data?.typing.typing ?? false;
      setOtherTyping(typing);
      window.clearTimeout(forget.current);
      if (typing) forget.current = window.setTimeout(() => setOtherTyping(false), FORGET_MS);
    },
  });

  const stopped = useCallback(() => {
    window.clearTimeout(idle.current);
    if (lastSent.current === 0) return;
    lastSent.current = 0;
    setTyping({ variables: { conversationId, typing: false } }).catch(() => undefined);
  }, [conversationId, setTyping]);

  const typed = useCallback(() => {
    const now = Date.now();
    if (now - lastSent.current > REPEAT_MS) {
      lastSent.current = now;
      setTyping({ variables: { conversationId, typing: true } }).catch(() => undefined);
    }
    window.clearTimeout(idle.current);
    idle.current = window.setTimeout(stopped, IDLE_MS);
  }, [conversationId, setTyping, stopped]);

  useEffect(
    () => () => {
      window.clearTimeout(idle.current);
      window.clearTimeout(forget.current);
    },
    [],
  );
  return { otherTyping, typed, stopped };
}
