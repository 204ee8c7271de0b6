/** Stories are short: a video story plays for at most a minute. */
export const STORY_MAX_SECONDS = 60;
export const STORY_TOO_LONG = 'Stories can be at most 60 seconds long.';

// Containers often state a few frames past the minute a phone recorded (audio padding, rounding):
// half a second of grace keeps a full-length phone clip while a 61-second one is refused.
export const isTooLongForStory = (seconds: number) => seconds > STORY_MAX_SECONDS + 0.5;
