import { profileInputSchema } from '../../domain/user/profileInput';
import { userDecider, userStream } from '../../domain/user/decider';
import type { CommandBus } from './commandBus';
import type { MediaRef, MediaUploadService } from './mediaUploads';
import { commandContext, type RequestContext } from './requestContext';

export type ProfileRequest = { fullName: unknown; bio?: unknown };

/** Editing one's own profile: full name, bio and, optionally, a new picture. */
export function profileService(execute: CommandBus, uploads: MediaUploadService) {
  return {
    /** Checks the fields alone, so that a caller refuses bad input before storing an uploaded picture. */
    validate: (raw: ProfileRequest) => profileInputSchema.parse({ fullName: raw.fullName, bio: raw.bio ?? undefined }),

    /** `avatar`: a new picture, one the person uploaded (mediaUploads.use), or none. */
    async update(userId: string, raw: ProfileRequest, avatar: MediaRef | null, request: RequestContext): Promise<void> {
      const { fullName, bio } = profileInputSchema.parse({ fullName: raw.fullName, bio: raw.bio ?? undefined });
      const save = (avatar?: string) =>
        execute(
          userStream(userId),
          userDecider,
          { type: 'UpdateProfile' as const, userId, fullName, bio, ...(avatar ? { avatar } : {}) },
          commandContext(request),
        );
      if (!avatar) return void (await save());
      const use = { usedAs: 'avatar' as const, targetId: userId, command: 'UpdateProfile', photosOnly: 'Please choose an image file.' };
      await uploads.use(userId, avatar, use, request, (file) => save(file.url));
    },
  };
}

export type ProfileService = ReturnType<typeof profileService>;
