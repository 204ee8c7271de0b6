import { createHash } from 'node:crypto';

export const MASCOT_USER_ID = '6d617363-6f74-4000-8000-000000000001';

type Theme = { words: readonly string[]; lines: readonly string[] };

/** What the mascot says, by what a post is about (hashtags first, then the caption's words). */
const THEMES: readonly Theme[] = [
  {
    words: ['food', 'foodie', 'yum', 'dinner', 'lunch', 'breakfast', 'brunch', 'pizza', 'cake', 'baking', 'recipe', 'delicious', 'pasta', 'sushi'],
    lines: [
      'That looks delicious! Save me a bite? 🍽️',
      'My tummy just rumbled looking at this! 😋',
      'Chef’s kiss! Recipe, please? 👩‍🍳',
      'Now I’m hungry. Thanks a lot! 😄',
    ],
  },
  {
    words: ['coffee', 'latte', 'espresso', 'cappuccino', 'tea', 'cafe'],
    lines: ['Coffee first, everything else later ☕', 'I can smell this through the screen! ☕✨', 'A perfect cup for a perfect moment.'],
  },
  {
    words: ['travel', 'wanderlust', 'trip', 'vacation', 'holiday', 'adventure', 'explore', 'roadtrip', 'abroad'],
    lines: [
      'Adding this to my travel list right now! ✈️',
      'What an adventure! Where to next? 🧭',
      'Take me with you next time! 🎒',
      'The world looks good on you! 🌍',
    ],
  },
  {
    words: ['beach', 'ocean', 'sea', 'surf', 'waves', 'summer', 'island', 'sand'],
    lines: ['I can almost hear the waves! 🌊', 'Sun, sand and good vibes ☀️', 'Beach days are the best days! 🏖️'],
  },
  {
    words: ['sunset', 'sunrise', 'golden', 'goldenhour', 'sky', 'clouds', 'dusk', 'dawn'],
    lines: ['Those colours are unreal! 🌅', 'Golden hour magic, captured perfectly ✨', 'The sky showed off just for you! 🌇'],
  },
  {
    words: ['nature', 'hiking', 'hike', 'mountains', 'mountain', 'forest', 'trees', 'outdoors', 'trail', 'lake', 'flowers', 'garden'],
    lines: [
      'Nature is the best artist! 🌿',
      'Fresh air and views like this, wow! 🏔️',
      'This makes me want to go outside right now! 🌲',
      'So peaceful. Thanks for sharing! 🌸',
    ],
  },
  {
    words: ['dog', 'dogs', 'puppy', 'doggo', 'cat', 'cats', 'kitten', 'pet', 'pets', 'catsofinstagram', 'dogsofinstagram'],
    lines: ['Who’s a good friend? This one! 🐾', 'Cuteness overload! 😍', 'Please give them a gentle pat from me! 🐶🐱', 'The real star of the feed! ⭐'],
  },
  {
    words: ['fitness', 'gym', 'workout', 'run', 'running', 'yoga', 'training', 'sport', 'sports', 'cycling', 'marathon'],
    lines: ['Look at you go! 💪', 'Strong work! Keep it up! 🏃', 'Now that’s dedication! 🔥'],
  },
  {
    words: ['art', 'drawing', 'painting', 'sketch', 'design', 'illustration', 'creative', 'photography', 'photo'],
    lines: ['What a creative eye! 🎨', 'This belongs in a gallery! 🖼️', 'Love the composition here! 📸'],
  },
  {
    words: ['music', 'concert', 'guitar', 'piano', 'song', 'band', 'festival', 'dance'],
    lines: ['I can almost hear the music! 🎶', 'Turn it up! 🎸', 'What a vibe! 🎵'],
  },
  {
    words: ['city', 'citylife', 'street', 'urban', 'architecture', 'skyline', 'night', 'nightlife'],
    lines: ['The city looks amazing from here! 🏙️', 'Great angle on that architecture! 🏛️', 'City lights, big dreams ✨'],
  },
  {
    words: ['friends', 'family', 'love', 'together', 'party', 'birthday', 'celebration', 'wedding', 'fun'],
    lines: ['Good times with good people! 🥳', 'This is pure happiness! 💛', 'Happy moments like these are the best! 🎉'],
  },
];

const GENERAL: readonly string[] = [
  'Love this! Thanks for sharing! 💫',
  'This made my day brighter! ☀️',
  'Wow, what a great post! 👏',
  'Keep them coming! 🙌',
  'Such a lovely moment! 😊',
  'This is awesome! ✨',
];

const pick = <T>(items: readonly T[], seed: string): T => items[createHash('sha256').update(seed).digest().readUInt32BE(0) % items.length];

/**
 * A friendly line that fits the post: its hashtags first, then its caption's words, else a general
 * one. The same post always gets the same line, so a replayed decision says the same thing.
 */
export function mascotLine(post: { postId: string; caption: string; hashtags: readonly string[] }): string {
  const tags = post.hashtags.map((t) => t.toLowerCase());
  const words = post.caption
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const theme = THEMES.find((t) => tags.some((tag) => t.words.includes(tag))) ?? THEMES.find((t) => words.some((w) => t.words.includes(w)));
  return pick(theme?.lines ?? GENERAL, post.postId);
}

/** The id of the mascot's one comment on a post (a UUID derived from the post's id). */
export function mascotCommentId(postId: string): string {
  const hex = createHash('sha256').update(`mascot-comment\u0000${postId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
