/** A video `{uuid}.{ext}` has its poster frame stored as `{uuid}.jpg`. */
export const posterIdOf = (videoId: string) => videoId.replace(/\.[a-z0-9]+$/, '.jpg');

/** The poster frame's URL of a post's media: only videos have one. */
export const posterUrlOf = (mediaUrl: string, mediaType: 'image' | 'video'): string | null => (mediaType === 'video' ? posterIdOf(mediaUrl) : null);
