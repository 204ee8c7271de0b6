import { createHash } from 'node:crypto';

/**
 * A UUID derived from the command id, the stream and the event's index, so a retried command
 * produces the same event ids and the store writes nothing twice.
 */
export function deterministicEventId(commandId: string, stream: string, index: number): string {
  const hex = createHash('sha256').update(`${commandId}\u0000${stream}\u0000${index}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
