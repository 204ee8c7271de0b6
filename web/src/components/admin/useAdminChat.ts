import { useCallback, useEffect, useRef, useState } from 'react';

export type AdminChatStatus = 'connecting' | 'connected' | 'disconnected';
export type AdminChatMessage = { id: string; content: string; timestamp: string; user: { username: string; avatar: string | null } };
export type OnlineAdmin = { userId: string; username: string; fullName: string | null; avatar: string | null };

const RECONNECT_MS = 2000;
// The server refused us (not an admin, or banned): trying again would be refused again.
const REFUSED = new Set([4401, 4403]);

function adminSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/admin-ws`;
}

/**
 * The /admin-ws chat: connects, authenticates (the session cookie vouches for us: the web client
 * holds no token), keeps the messages and the online admins, and reconnects by itself.
 */
export function useAdminChat() {
  const [status, setStatus] = useState<AdminChatStatus>('connecting');
  const [messages, setMessages] = useState<AdminChatMessage[]>([]);
  const [admins, setAdmins] = useState<OnlineAdmin[]>([]);
  const socket = useRef<WebSocket | null>(null);

  useEffect(() => {
    let stopped = false;
    let retry: number | undefined;

    function connect() {
      setStatus('connecting');
      const ws = new WebSocket(adminSocketUrl());
      socket.current = ws;
      ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token: null }));
      ws.onmessage = (event) => {
        let frame: { type?: string; [key: string]: unknown };
        try {
          frame = JSON.parse(String(event.data));
        } catch (error) {
          console.warn('admin-ws: unreadable frame', error);
          return;
        }
        if (frame.type === 'auth_success') {
          // The server sends the last messages again after each auth: start afresh.
          setMessages([]);
          setStatus('connected');
        } else if (frame.type === 'chat_message') {
          const message = frame as unknown as AdminChatMessage;
          setMessages((current) => (current.some((m) => m.id === message.id) ? current : [...current, message]));
        } else if (frame.type === 'admin_list') {
          const seen = new Set<string>();
          const list = (frame.admins as (OnlineAdmin & { id?: string })[]).filter((a) => {
            const id = a.userId ?? a.id;
            if (!id || seen.has(id)) return false;
            seen.add(id);
            return true;
          });
          setAdmins(list);
        }
      };
      ws.onerror = () => console.warn('admin-ws: connection error');
      ws.onclose = (event) => {
        if (socket.current === ws) socket.current = null;
        setStatus('disconnected');
        setAdmins([]);
        if (!stopped && !REFUSED.has(event.code)) retry = window.setTimeout(connect, RECONNECT_MS);
      };
    }

    connect();
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      socket.current?.close();
    };
  }, []);

  /** Sends a message, trimmed; a blank one, or one while not connected, is ignored. */
  const send = useCallback(
    (content: string): boolean => {
      const trimmed = content.trim();
      const ws = socket.current;
      if (!trimmed || status !== 'connected' || !ws || ws.readyState !== WebSocket.OPEN) return false;
      ws.send(JSON.stringify({ type: 'chat_message', content: trimmed }));
      return true;
    },
    [status],
  );

  return { status, messages, admins, send };
}
