/** The longest alt text a photo or video of a post may have, in characters as a person counts them (`characterCount`). */
export const ALT_MAX = 1000;

/** 'Photo 3' or 'Video 2': how a message names an album's item, counting from 1. */
export const itemName = (type: 'image' | 'video', index: number) => `${type === 'video' ? 'Video' : 'Photo'} ${index + 1}`;

/** The refusal of an alt text over ALT_MAX, naming its item ('photo 3'), the same on the server and in the page. */
export const altTooLong = (name: string) => `Alt text of ${name} must be at most 1,000 characters`;
