/**
 * Who may see what: the one policy every read goes through (docs/architecture.md, "Who may see
 * what"). Pure functions over the viewer's relations to the people a read is about, which
 * `relations.ts` loads from the read models (blocks, mutes, follows, sanctions) for exactly those
 * people, so that a read checks each candidate by a set lookup rather than loading everyone.
 *
 * - A block works both ways: neither person sees the other's profile, posts, stories, comments,
 *   likes or place in any list, and neither may follow, comment on, like, mention or message the other.
 * - A private account's posts, stories and follower lists are for its approved followers and itself.
 * - A banned account's posts, stories and comments are for admins only.
 * - A mute takes a person out of the muter's feed and stories row, nothing else.
 * - Search and suggestions put forward no one blocked either way and no banned person.
 */

export const PRIVATE_ACCOUNT = 'This account is private';

/** A person as the policy needs them: their id and whether their account is private. */
export type Person = { id: string; isPrivate?: boolean | null };

/** The viewer's relations to the people one read is about (only those: see relations.ts). */
export type Relations = {
  /** null: signed out. */
  viewerId: string | null;
  viewerIsAdmin: boolean;
  /** People the viewer blocks or who block the viewer. */
  blocked: ReadonlySet<string>;
  /** People the viewer muted (loaded only for the feed and the stories row). */
  muted: ReadonlySet<string>;
  /** People the viewer follows (approved follows), among the private accounts concerned. */
  following: ReadonlySet<string>;
  /** Banned accounts among the people concerned. */
  banned: ReadonlySet<string>;
};

/** Relations of someone related to no one: what a read about nobody in particular starts from. */
export const noRelations = (viewerId: string | null, viewerIsAdmin = false): Relations => ({
  viewerId,
  viewerIsAdmin,
  blocked: new Set(),
  muted: new Set(),
  following: new Set(),
  banned: new Set(),
});

const isSelf = (relations: Relations, personId: string) => relations.viewerId !== null && relations.viewerId === personId;

/** Whether the viewer may see that the person is there at all (their profile, their name in a list): no block either way. */
export function canSeeProfile(relations: Relations, personId: string): boolean {
  return isSelf(relations, personId) || !relations.blocked.has(personId);
}

/**
 * Whether the person may be put forward to the viewer, by account search or as a suggestion:
 * someone else, no block either way, and not banned, for admins too (a banned person can be
 * neither followed nor messaged). A private account may be: its content stays closed.
 */
export function canPutForward(relations: Relations, personId: string): boolean {
  return !isSelf(relations, personId) && !relations.blocked.has(personId) && !relations.banned.has(personId);
}

/** Whether the person's account is open to the viewer: public, their own, or followed (approved). */
export function canSeeAccountContent(relations: Relations, person: Person): boolean {
  if (isSelf(relations, person.id)) return true;
  if (!canSeeProfile(relations, person.id)) return false;
  return !person.isPrivate || relations.following.has(person.id);
}

/** Whether the viewer may see what the person wrote anywhere (comments): not blocked either way, not banned (but for admins). */
export function canSeeWords(relations: Relations, personId: string): boolean {
  if (isSelf(relations, personId)) return true;
  if (!canSeeProfile(relations, personId)) return false;
  return !relations.banned.has(personId) || relations.viewerIsAdmin;
}

/** Whether the viewer may see the person's posts and stories: their words, and their account is open to the viewer. */
export function canSee(relations: Relations, author: Person): boolean {
  return canSeeWords(relations, author.id) && canSeeAccountContent(relations, author);
}

/** Whether the author's posts and stories belong in the viewer's feed and stories row: their own, or someone they follow and have not muted. */
export function inFeedOf(relations: Relations, author: Person): boolean {
  if (isSelf(relations, author.id)) return true;
  return relations.following.has(author.id) && !relations.muted.has(author.id) && canSee(relations, author);
}

/** Whether the viewer may follow, comment on, like, mention or message the person: no block either way. */
export function canInteract(relations: Relations, personId: string): boolean {
  return canSeeProfile(relations, personId);
}
