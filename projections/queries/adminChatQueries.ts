import { moderationCollections as names, type AdminChatMessageDoc } from '../moderationModels';
import type { ReadStore } from '../readStore';

/** The administrators' live chat, as kept in the read models. */
export function adminChatQueries(store: ReadStore) {
  const chat = store.collection<AdminChatMessageDoc>(names.adminChat);
  return {
    message: (id: string) => chat.findOne({ _id: id }),
    /** The last `n` messages, oldest first. */
    async last(n: number): Promise<AdminChatMessageDoc[]> {
      return (await chat.find({}, { sort: { position: -1 }, limit: n })).reverse();
    },
  };
}

export type AdminChatQueries = ReturnType<typeof adminChatQueries>;
