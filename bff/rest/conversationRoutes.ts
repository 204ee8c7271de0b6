import { Router } from 'express';
import type { ConversationView } from '../../projections/queries/types';
import { notFound } from '../../domain/errors';
import type { Services } from '../services/services';
import { handleSignedIn, param } from './handle';
import { messagesJson, person } from './messageJson';

const REST_MESSAGES_DEFAULT = 100;

/** Direct messages as the mobile client calls them; the viewer is always the session's user. */
export function conversationRoutes(services: Services): Router {
  const router = Router();
  const { conversations } = services;

  const conversationJson = (c: ConversationView) => ({
    id: c.id,
    otherUser: person(c.otherUser),
    unreadCount: c.unreadCount,
    lastMessage: c.lastMessage && { content: c.lastMessage.content, createdAt: c.lastMessage.createdAt },
    updatedAt: c.updatedAt,
  });

  router.post(
    '/api/conversations',
    handleSignedIn(services, async (req, _res, context) => ({ id: await conversations.start(context.viewerId, req.body?.userId, context) })),
  );

  router.get(
    '/api/conversations',
    handleSignedIn(services, async (_req, _res, { viewerId }) => (await conversations.list(viewerId)).map(conversationJson)),
  );

  // Message requests: conversations whose first message came from someone the viewer did not follow.
  router.get(
    '/api/conversations/requests',
    handleSignedIn(services, async (_req, _res, { viewerId }) => (await conversations.requests(viewerId)).map(conversationJson)),
  );

  router.post(
    '/api/conversations/:id/accept',
    handleSignedIn(services, async (req, _res, context) => {
      await conversations.accept(context.viewerId, param(req, 'id'), context);
      return { accepted: true };
    }),
  );

  // For the viewer only: the other participant keeps it as it is.
  router.delete(
    '/api/conversations/:id',
    handleSignedIn(services, async (req, _res, context) => {
      await conversations.hide(context.viewerId, param(req, 'id'), context);
      return { deleted: true };
    }),
  );

  // Oldest first, the newest `limit` (default 100); `before` (from the X-Older-Cursor header) pages back.
  router.get(
    '/api/conversations/:id/messages',
    handleSignedIn(services, async (req, res, { viewerId, now }) => {
      const id = param(req, 'id');
      const limit = req.query.limit === undefined ? REST_MESSAGES_DEFAULT : Number(req.query.limit);
      const before = typeof req.query.before === 'string' ? req.query.before : null;
      const page = await conversations.messagesFor(viewerId, id, limit, before);
      if (page.olderCursor) res.set('X-Older-Cursor', page.olderCursor);
      return messagesJson(services, page.messages, viewerId, now);
    }),
  );

  router.post(
    '/api/conversations/:id/messages',
    handleSignedIn(services, async (req, res, context) => {
      const messageId = await conversations.send(context.viewerId, param(req, 'id'), req.body?.content, context);
      const message = await conversations.message(messageId);
      if (!message) throw notFound('Conversation');
      res.status(201);
      return (await messagesJson(services, [message], context.viewerId, context.now))[0];
    }),
  );

  router.put(
    '/api/conversations/:id/read',
    handleSignedIn(services, async (req, _res, context) => {
      await conversations.markRead(context.viewerId, param(req, 'id'), context);
      const conversation = await conversations.byId(param(req, 'id'), context.viewerId);
      if (!conversation) throw notFound('Conversation');
      return conversationJson(conversation);
    }),
  );

  return router;
}
