import { WebSocketServer } from 'ws';

/**
 * The `/admin-ws` socket of the original client. Its protocol (auth, chat_message, admin_list)
 * arrives with the administration issue; for now it accepts connections and answers nothing.
 */
export function createAdminSocket(): WebSocketServer {
  return new WebSocketServer({ noServer: true });
}
