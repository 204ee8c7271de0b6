import { profileInputSchema } from '../../domain/user/profileInput';
import { userDecider, userStream } from '../../domain/user/decider';
import type { CommandBus } from './commandBus';
import { commandContext, type RequestContext } from './requestContext';

export type ProfileRequest = { fullName: unknown; bio?: unknown };

/** Editing one's own profile: full name, bio and, optionally, a new picture. */
export function profileService(execute: CommandBus) {
  return {
    /** Checks the fields alone, so that a caller refuses bad input before storing an uploaded picture. */
    validate: (raw: ProfileRequest) => profileInputSchema.parse({ fullName: raw.fullName, bio: raw.bio ?? undefined }),

    async update(userId: string, raw: ProfileRequest, avatar: string | null, request: RequestContext): Promise<void> {
      const { fullName, bio } = profileInputSchema.parse({ fullName: raw.fullName, bio: raw.bio ?? undefined });
      const command = { type: 'UpdateProfile' as const, userId, fullName, bio, ...(avatar ? { avatar } : {}) };
      await execute(userStream(userId), userDecider, command, commandContext(request));
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
