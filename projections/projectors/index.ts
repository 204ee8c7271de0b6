import type { Projector } from '../projector';
import { adminChatProjector } from './adminChatProjector';
import { commentsProjector } from './commentsProjector';
import { followsProjector } from './followsProjector';
import { historyProjector } from './historyProjector';
import { likesProjector } from './likesProjector';
import { moderationProjector } from './moderationProjector';
import { postsProjector } from './postsProjector';
import { reportsProjector } from './reportsProjector';
import { savesProjector } from './savesProjector';
import { usersProjector } from './usersProjector';

/** Every projector, in the order they see each event. */
export const allProjectors: Projector[] = [
  usersProjector,
  postsProjector,
  likesProjector,
  followsProjector,
  commentsProjector,
  savesProjector,
  moderationProjector,
  reportsProjector,
  adminChatProjector,
  historyProjector,
];
