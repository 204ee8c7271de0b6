import { MENTIONS_MAX, mentionedUsernames } from '../../domain/mentions/mentions';
import { WordedRefusal } from '../../domain/errors';
import type { UserQueries } from '../../projections/queries/userQueries';
import type { RelationQueries } from '../../projections/visibility/relations';

/** A mention of someone blocked either way: the person's words, and the catalogue's. */
export const blockedMention = (username: string) =>
  new WordedRefusal('forbidden', `You cannot mention @${username}.`, { id: 'refusal.blockedMention', values: { username } });

/**
 * Turns the '@names' of a caption, comment or bio into the ids its event records: names nobody
 * holds mention no one (the text stays as written). A block either way refuses the mention (403),
 * as it refuses a comment or a follow.
 */
export function mentionService(users: UserQueries, relations: RelationQueries) {
  return {
    async resolve(authorId: string, text: string): Promise<string[]> {
      const names = mentionedUsernames(text);
      // Too many is the decider's refusal, with the field it belongs to.
      if (names.length === 0 || names.length > MENTIONS_MAX) return [];
      const found = await users.idsByUsernames(names);
      const blocked = await relations.blockedAmong(authorId, [...found.values()]);
      const refused = names.find((name) => blocked.has(found.get(name) ?? ''));
      if (refused) throw blockedMention(refused);
      return names.flatMap((name) => found.get(name) ?? []);
    },
  };
}

export type MentionService = ReturnType<typeof mentionService>;
