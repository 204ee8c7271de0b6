import type { Projector } from '../projector';
import { followsProjector } from './followsProjector';
import { likesProjector } from './likesProjector';
import { postsProjector } from './postsProjector';
import { sessionsProjector } from './sessionsProjector';
import { usersProjector } from './usersProjector';

/** Every projector, in the order they see each event. */
export const allProjectors: Projector[] = [usersProjector, postsProjector, likesProjector, followsProjector, sessionsProjector];
