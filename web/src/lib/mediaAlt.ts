/**
 * What a post's photo or video says to someone who cannot see it: the alt text its author wrote,
 * else 'Photo by alice' ('Video by alice'). Never the caption: a caption is read out beside the
 * post already, and it describes the moment rather than the picture.
 */
export function mediaAlt(item: { alt: string; type: 'image' | 'video' }, username: string): string {
  return item.alt.trim() || `${item.type === 'video' ? 'Video' : 'Photo'} by ${username}`;
}
