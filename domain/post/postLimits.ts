/** A post's limits, read by the decider and by the page before anything is sent, so both say the same. */
export const CAPTION_MAX = 2200;
export const ALBUM_MAX = 10;
export const TOO_MANY_ITEMS = `A post can have at most ${ALBUM_MAX} photos or videos`;
