import { AddCommentDocument, CreatePostDocument, SendMessageDocument, ToggleFollowDocument, ToggleLikeDocument, ToggleSaveDocument } from '../gql/graphql';
import { uploadMedia } from '../lib/media';
import { timedOutMessage } from '../lib/rateLimit';
import { newClientId } from './clientId';
import { announce, outboxDb } from './outboxDb';
import { type OutboxWrite, type PostWrite, type ToggleWrite, toggleSettled } from './outboxWrite';
import type { Attempt, RefusedWords, Transport } from './transport';

/** How one write went: it reached the server, the server refused it, or it waits for a later try. */
export type Delivery = { status: 'sent'; data?: unknown } | ({ status: 'refused' } & RefusedWords) | { status: 'later' };

// A toggle tapped again while it is being sent, over and over, waits for the next flush after this many requests.
const TOGGLE_ROUNDS = 4;

/** One toggle request, answering the server's state after it. */
async function sendToggle(write: ToggleWrite, transport: Transport): Promise<Attempt<boolean>> {
  const answer = <T>(attempt: Attempt<T>, state: (data: T) => boolean): Attempt<boolean> =>
    attempt.status === 'sent' ? { status: 'sent', data: state(attempt.data) } : attempt;
  if (write.kind === 'like') return answer(await transport(ToggleLikeDocument, { postId: write.targetId }, write.key), (data) => data.toggleLike.liked);
  if (write.kind === 'save') return answer(await transport(ToggleSaveDocument, { postId: write.targetId }, write.key), (data) => data.toggleSave.saved);
  return answer(
    await transport(ToggleFollowDocument, { userId: write.targetId }, write.key),
    (data) => data.toggleFollow.following || data.toggleFollow.requested,
  );
}

/**
 * The server's toggles flip what is there, so the write holds the state wanted: it is marked sent
 * before each request (a tap from then on cannot drop it), and another toggle goes, under a new
 * key, while the server's answer differs from what is wanted by then.
 */
async function deliverToggle(id: string, transport: Transport): Promise<Delivery> {
  for (let round = 0; round < TOGGLE_ROUNDS; round++) {
    const write = await outboxDb.update<ToggleWrite>(id, (current) =>
      current && (current.sent || current.wanted !== current.from) ? { ...current, sent: true } : null,
    );
    if (!write) return { status: 'sent' };
    const attempt = await sendToggle(write, transport);
    if (attempt.status !== 'sent') return attempt;
    let settled = false;
    await outboxDb.update<ToggleWrite>(id, (current) => {
      settled = !current || toggleSettled(current, attempt.data);
      return settled || !current ? null : { ...current, key: newClientId() };
    });
    if (settled) return { status: 'sent' };
  }
  return { status: 'later' };
}

const fileName = (write: PostWrite, index: number) => {
  const kind = write.files[index].mediaKind === 'video' ? 'Video' : 'Photo';
  return write.files.length > 1 ? `${kind} ${index + 1}` : `Your ${kind.toLowerCase()}`;
};

/**
 * A new post: each file not uploaded yet goes to POST /media, its id kept in the write as soon as
 * it lands (a file is never uploaded again once its answer came), then the post is published.
 */
async function deliverPost(id: string, transport: Transport): Promise<Delivery> {
  let write = (await outboxDb.write(id)) as PostWrite | undefined;
  while (write && write.mediaIds.length < write.files.length) {
    const index = write.mediaIds.length;
    const { file, crop } = write.files[index];
    let mediaId: string;
    try {
      mediaId = (await uploadMedia(file, `${fileName(write, index)} could not be uploaded.`, crop)).id;
    } catch (error) {
      // fetch rejects with a TypeError when the server cannot be reached; anything else is its refusal.
      if (error instanceof TypeError) return { status: 'later' };
      return { status: 'refused', message: error instanceof Error ? error.message : String(error), timedOut: timedOutMessage(error) !== undefined };
    }
    write = (await outboxDb.update<PostWrite>(id, (current) => current && { ...current, mediaIds: [...current.mediaIds, mediaId] })) ?? undefined;
  }
  if (!write) return { status: 'sent' };
  const media = write.mediaIds.map((mediaId, i) => ({ mediaId, alt: write.files[i].alt }));
  const input = { media, caption: write.caption || null, location: write.location || null };
  return transport(CreatePostDocument, { input }, write.key);
}

/** Sends one write with its key. A write sent is taken out of the outbox and announced; a refused one is left to the caller. */
export async function deliverWrite(write: OutboxWrite, transport: Transport, by: 'page' | 'worker'): Promise<Delivery> {
  let delivery: Delivery;
  switch (write.kind) {
    case 'like':
    case 'save':
    case 'follow':
      delivery = await deliverToggle(write.id, transport);
      break;
    case 'post':
      delivery = await deliverPost(write.id, transport);
      break;
    case 'comment':
      delivery = await transport(AddCommentDocument, { postId: write.postId, content: write.content, parentId: write.parentId }, write.key);
      break;
    case 'message':
      // The message's key is also its client id, which the server keys its message by.
      delivery = await transport(SendMessageDocument, { conversationId: write.conversationId, content: write.content, clientId: write.key }, write.key);
      break;
  }
  if (delivery.status === 'sent') {
    await outboxDb.remove(write.id);
    // A post's files stay here: the pages need only its answer.
    announce({ type: 'delivered', write: write.kind === 'post' ? { ...write, files: [] } : write, data: delivery.data, by });
  }
  return delivery;
}
