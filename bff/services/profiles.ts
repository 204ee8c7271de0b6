import { profileInputSchema } from '../../domain/user/profileInput';
import { userDecider, userStream } from '../../domain/user/decider';
import { notFound } from '../../domain/errors';
import type { UserView } from '../../projections/queries/types';
import type { UserQueries } from '../../projections/queries/userQueries';
import type { RelationQueries } from '../../projections/visibility/relations';
import type { CommandBus } from './commandBus';
import type { MediaRef, MediaService } from './media';
import type { MentionService } from './mentions';
import { commandContext, type RequestContext } from './requestContext';

export type ProfileRequest = { fullName: unknown; bio?: unknown };

const PHOTOS_ONLY = 'Please choose an image file.';

/** Editing one's own profile: full name, bio and picture. */
export function profileService(execute: CommandBus, media: MediaService, users: UserQueries, relations: RelationQueries, mentions: MentionService) {
  /** A person's profile as the viewer may see it: null when unknown or when either blocks the other. */
  async function view(viewerId: string | null, userId: string): Promise<UserView | null> {
    const user = await users.byId(userId);
    if (!user || (viewerId && viewerId !== userId && (await relations.isBlockedEitherWay(viewerId, userId)))) return null;
    return user;
  }

  return {
    view,

    /** The profile a mention names: the same rule as `view`, found by its name in any case. */
    async viewByUsername(viewerId: string | null, username: string): Promise<UserView | null> {
      const [id] = (await users.idsByUsernames([username.trim().toLowerCase()])).values();
      return id ? view(viewerId, id) : null;
    },

    /** As `view`, or a 404. */
    async viewOrFail(viewerId: string | null, userId: string): Promise<UserView> {
      const user = await view(viewerId, userId);
      if (!user) throw notFound('User');
      return user;
    },

    /** Checks the fields alone, so that a caller refuses bad input before storing an uploaded picture. */
    validate: (raw: ProfileRequest) => profileInputSchema.parse({ fullName: raw.fullName, bio: raw.bio ?? undefined }),

    /** `avatar`: a new picture, one the person uploaded (media.use), or none. */
    async update(userId: string, raw: ProfileRequest, avatar: MediaRef | null, request: RequestContext): Promise<void> {
      const { fullName, bio } = profileInputSchema.parse({ fullName: raw.fullName, bio: raw.bio ?? undefined });
      const bioMentions = await mentions.resolve(userId, bio);
      const save = (avatar?: string) =>
        execute(
          userStream(userId),
          userDecider,
          { type: 'UpdateProfile' as const, userId, fullName, bio, mentions: bioMentions, ...(avatar ? { avatar } : {}) },
          commandContext(request),
        );
      if (!avatar) return void (await save());
      const use = { usedAs: 'avatar' as const, targetId: userId, command: 'UpdateProfile', photosOnly: PHOTOS_ONLY };
      await media.use(userId, avatar, use, request, (file) => save(file.url));
    },

    /** Sets the profile picture alone, to an image the person uploaded. */
    async setAvatar(userId: string, mediaId: unknown, request: RequestContext): Promise<void> {
      await media.use(userId, { mediaId }, { usedAs: 'avatar', targetId: userId, command: 'ChangeAvatar', photosOnly: PHOTOS_ONLY }, request, (file) =>
        execute(userStream(userId), userDecider, { type: 'ChangeAvatar', userId, avatar: file.url }, commandContext(request)),
      );
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
