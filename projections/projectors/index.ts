import type { Projector } from '../projector';
import { adminChatProjector } from './adminChatProjector';
import { followsProjector } from './followsProjector';
import { historyProjector } from './historyProjector';
import { likesProjector } from './likesProjector';
import { moderationProjector } from './moderationProjector';
import { postsProjector } from './postsProjector';
import { reportsProjector } from './reportsProjector';
import { usersProjector } from './usersProjector';

/** Every projector, in the order they see each event. */
export const allProjectors: Projector[] = [
  usersProjector,
  postsProjector,
  likesProjector,
  followsProjector,
  moderationProjector,
  reportsProjector,
  adminChatProjector,
  historyProjector,
];
