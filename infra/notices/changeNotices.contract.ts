import { describe, expect, it } from 'vitest';
import type { ChangeNoticeBus, NoticeBurst } from '../../projections/changeNotices';
import { until } from '../../tests/support/until';

/** What every ChangeNoticeBus adapter must do. Each test opens a bus of its own (a database of its own on a server). */
export function changeNoticesContract(
  name: string,
  open: () => Promise<{ publisher: ChangeNoticeBus; follower: ChangeNoticeBus; cleanup: () => Promise<void> }>,
): void {
  describe(`ChangeNoticeBus contract: ${name}`, () => {
    const burst = (position: number, id = `p${position}`): NoticeBurst => ({ position, notices: [{ kind: 'post', id }] });

    it('delivers the bursts published after subscribing, in order, to every listener', async () => {
      const { publisher, follower, cleanup } = await open();
      const first: NoticeBurst[] = [];
      const second: NoticeBurst[] = [];
      const subscriptions = [await follower.subscribe((b) => first.push(b)), await follower.subscribe((b) => second.push(b))];
      for (const position of [3, 5, 9]) await publisher.publish(burst(position));
      await until(() => first.length === 3 && second.length === 3, 'three bursts to each listener');
      expect(first).toEqual([burst(3), burst(5), burst(9)]);
      expect(second).toEqual(first);
      for (const subscription of subscriptions) await subscription.close();
      await cleanup();
    });

    it('delivers nothing published before subscribing, and nothing after closing', async () => {
      const { publisher, follower, cleanup } = await open();
      await publisher.publish(burst(1));
      const seen: number[] = [];
      const subscription = await follower.subscribe((b) => seen.push(b.position));
      await publisher.publish(burst(2));
      await until(() => seen.length === 1, 'the burst after subscribing');
      await subscription.close();
      await publisher.publish(burst(3));
      // A marker subscription that sees 4 has had 3 go by too.
      const marker: number[] = [];
      const markerSubscription = await follower.subscribe((b) => marker.push(b.position));
      await publisher.publish(burst(4));
      await until(() => marker.length === 1, 'the marker burst');
      expect(seen).toEqual([2]);
      await markerSubscription.close();
      await cleanup();
    });

    it('answers the last burst published, or null before any', async () => {
      const { publisher, follower, cleanup } = await open();
      expect(await follower.latest()).toBeNull();
      await publisher.publish(burst(7));
      await publisher.publish({ position: 8, notices: [] });
      expect(await follower.latest()).toEqual({ position: 8, notices: [] });
      await cleanup();
    });

    it('carries every kind of notice whole', async () => {
      const { publisher, follower, cleanup } = await open();
      const seen: NoticeBurst[] = [];
      const subscription = await follower.subscribe((b) => seen.push(b));
      const notices: NoticeBurst['notices'] = [
        { kind: 'comment', id: 'c1', postId: 'p1', change: 'added' },
        { kind: 'message', id: 'm1', conversationId: 'k1', participantIds: ['u1', 'u2'] },
        { kind: 'session-ended', id: 's1' },
      ];
      await publisher.publish({ position: 12, notices });
      await until(() => seen.length === 1, 'the burst');
      expect(seen[0]).toEqual({ position: 12, notices });
      await subscription.close();
      await cleanup();
    });

    it('continues the numbering when another publisher takes over (a standby projector)', async () => {
      const { publisher, follower, cleanup } = await open();
      const seen: number[] = [];
      const subscription = await follower.subscribe((b) => seen.push(b.position));
      await publisher.publish(burst(1));
      await until(() => seen.length === 1, "the first publisher's burst");
      await follower.publish(burst(2));
      await until(() => seen.length === 2, "the second publisher's burst");
      expect(seen).toEqual([1, 2]);
      await subscription.close();
      await cleanup();
    });
  });
}
