import type { Projector } from '../projector';
import { adminChatProjector } from './adminChatProjector';
import { appealsProjector } from './appealsProjector';
import { blocksProjector } from './blocksProjector';
import { commentLikesProjector } from './commentLikesProjector';
import { commentsProjector } from './commentsProjector';
import { conversationsProjector } from './conversationsProjector';
import { exploreProjector } from './exploreProjector';
import type { SearchIndex } from '../searchIndex';
import { followsProjector } from './followsProjector';
import { historyProjector } from './historyProjector';
import { hashtagsProjector } from './hashtagsProjector';
import { hiddenWordsProjector } from './hiddenWordsProjector';
import { insightsProjector } from './insightsProjector';
import { likesProjector } from './likesProjector';
import { mailsProjector } from './mailsProjector';
import { mediaFilesProjector } from './mediaFilesProjector';
import { moderationProjector } from './moderationProjector';
import { mutesProjector } from './mutesProjector';
import { notificationsProjector } from './notificationsProjector';
import { passkeysProjector } from './passkeysProjector';
import { pendingUploadsProjector } from './pendingUploadsProjector';
import { pushesProjector } from './pushesProjector';
import { postsProjector } from './postsProjector';
import { reportsProjector } from './reportsProjector';
import { savesProjector } from './savesProjector';
import { searchProjector } from './searchProjector';
import { sessionsProjector } from './sessionsProjector';
import { storiesProjector } from './storiesProjector';
import { suggestionsProjector } from './suggestionsProjector';
import { usernamesProjector } from './usernamesProjector';
import { twoFactorProjector } from './twoFactorProjector';
import { usersProjector } from './usersProjector';

/** Every projector, in the order they see each event; the search projector joins them where an index is at hand (`withSearch`). */
export const allProjectors: Projector[] = [
  usersProjector,
  usernamesProjector,
  postsProjector,
  likesProjector,
  followsProjector,
  suggestionsProjector,
  blocksProjector,
  mutesProjector,
  // Before the comments projector, which forgets a deleted comment that this one still reads.
  exploreProjector,
  // Before the comments: a deletion's likes are found through the comments it removes.
  commentLikesProjector,
  commentsProjector,
  savesProjector,
  storiesProjector,
  hashtagsProjector,
  conversationsProjector,
  hiddenWordsProjector,
  sessionsProjector,
  passkeysProjector,
  twoFactorProjector,
  moderationProjector,
  reportsProjector,
  appealsProjector,
  adminChatProjector,
  historyProjector,
  insightsProjector,
  mediaFilesProjector,
  pendingUploadsProjector,
  mailsProjector,
  // After the conversations (a message's recipient), before the notifications (which queue pushes to its subscriptions).
  pushesProjector,
  // Last: it asks the read models the others keep (posts, comments, blocks, follows, reports).
  notificationsProjector,
];

/** Every projector and the one that feeds the search index. */
export const withSearch = (search: SearchIndex): Projector[] => [...allProjectors, searchProjector(search)];
