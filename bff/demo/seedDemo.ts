import { saveUpload } from '../media/processUpload';
import { serverRequest } from '../services/requestContext';
import type { Services } from '../services/services';
import { demoImage } from './demoImages';

export const DEMO_ACCOUNT = { username: 'demo', password: 'glimpse-demo' };

const people = [
  { username: 'demo', fullName: 'Demo User' },
  { username: 'maya.travels', fullName: 'Maya' },
  { username: 'leo_outdoors', fullName: 'Leo' },
  { username: 'ana.sketches', fullName: 'Ana' },
  { username: 'sam_eats', fullName: 'Sam' },
];

const posts: { author: number; caption: string; location: string }[] = [
  { author: 1, caption: 'Golden hour never gets old #sunset #travel', location: 'Lisbon, Portugal' },
  { author: 2, caption: 'Made it to the top before sunrise #hiking #mountains', location: 'Dolomites, Italy' },
  { author: 3, caption: 'Colour study from this morning #art #sketchbook', location: '' },
  { author: 4, caption: 'Picnic by the lake, best lunch of the week #food', location: 'Lake Bled, Slovenia' },
  { author: 1, caption: 'Blue hour over the bay #photography', location: 'Porto, Portugal' },
  { author: 2, caption: 'Quiet trail, loud birds #nature', location: 'Black Forest, Germany' },
  { author: 0, caption: 'Hello Glimpse! My first post #hello', location: '' },
];

/** People, photos, follows and likes for a first start, so a newcomer signs in to a live feed. */
export async function seedDemo(services: Services): Promise<void> {
  // Each call at its own moment, so the posts come in the order written here.
  const request = (viewerId: string | null = null) => serverRequest(services.clock(), viewerId);
  const ids: string[] = [];
  for (const [i, person] of people.entries()) {
    const password = i === 0 ? DEMO_ACCOUNT.password : `${person.username}-demo-password`;
    const birthDate = new Date(Date.UTC(1990 + i, i, 10 + i)).toISOString();
    const avatarBytes = await demoImage(i + 10);
    const avatar = await saveUpload(avatarBytes, 'image', services.mediaStore, services.scratch);
    ids.push(await services.accounts.signUp({ username: person.username, email: `${person.username}@example.com`, password, birthDate }, avatar, request()));
  }
  for (const follower of ids) {
    for (const followee of ids) {
      if (follower !== followee) await services.follows.toggle(follower, followee, request(follower));
    }
  }
  for (const [i, post] of posts.entries()) {
    const author = ids[post.author];
    const media = await saveUpload(await demoImage(i), 'image', services.mediaStore, services.scratch);
    const postId = await services.posts.publish(author, { media: [{ stored: media }], caption: post.caption, location: post.location }, request(author));
    for (const liker of ids.slice(1, 1 + ((i * 3) % ids.length))) {
      await services.likes.toggle(liker, postId, request(liker));
    }
  }
}
