import { describe, expect, it } from 'vitest';
import {
  type CommentWrite,
  inOrder,
  nextSeq,
  type OutboxWrite,
  shownCount,
  shownToggle,
  tapToggle,
  toggleId,
  toggleSettled,
  type ToggleWrite,
} from './outboxWrite';

const fresh = (seq = 1) => ({ id: toggleId('u1', 'like', 'p1'), key: 'k1', userId: 'u1', kind: 'like' as const, targetId: 'p1', seq, createdAt: '' });
const comment = (id: string, seq: number, userId = 'u1'): CommentWrite => ({
  id,
  key: id,
  userId,
  seq,
  createdAt: '',
  kind: 'comment',
  postId: 'p1',
  content: id,
  parentId: null,
});

describe('a toggle tapped while it waits in the outbox', () => {
  it('asks for the other state than the server has on a first tap', () => {
    expect(tapToggle(null, fresh(), false)).toMatchObject({ from: false, wanted: true, sent: false });
    expect(tapToggle(null, fresh(), true)).toMatchObject({ from: true, wanted: false, sent: false });
  });

  it('nets out: a like then an unlike never sent leaves nothing to send', () => {
    const liked = tapToggle(null, fresh(), false);
    expect(tapToggle(liked, fresh(), false)).toBeNull();
  });

  it('nets out over two taps; a third asks again, last in the order', () => {
    let write: ToggleWrite | null = null;
    for (let tap = 1; tap <= 3; tap++) write = tapToggle(write, fresh(tap), false);
    expect(write).toMatchObject({ wanted: true, seq: 3 });
  });

  it('keeps a write that may have reached the server, with the state now wanted', () => {
    const sent: ToggleWrite = { ...fresh(), from: false, wanted: true, sent: true };
    expect(tapToggle(sent, fresh(), false)).toMatchObject({ wanted: false, sent: true, key: 'k1', seq: 1 });
  });

  it('is settled only once the server answers the state wanted by then', () => {
    const write: ToggleWrite = { ...fresh(), from: false, wanted: true, sent: true };
    expect(toggleSettled(write, true)).toBe(true);
    expect(toggleSettled({ ...write, wanted: false }, true)).toBe(false);
  });
});

describe('what the screens show while a toggle waits', () => {
  it('shows the state asked for, else the server’s', () => {
    expect(shownToggle(false, true)).toBe(true);
    expect(shownToggle(true, false)).toBe(false);
    expect(shownToggle(true, undefined)).toBe(true);
  });

  it('moves the count by one, never below zero, and not at all when the server has it already', () => {
    expect(shownCount(4, false, true)).toBe(5);
    expect(shownCount(4, true, false)).toBe(3);
    expect(shownCount(0, true, false)).toBe(0);
    expect(shownCount(4, true, true)).toBe(4);
    expect(shownCount(4, false, undefined)).toBe(4);
  });
});

describe('the order writes go out in', () => {
  it('is the person’s writes by their place, whatever the store returned first', () => {
    const writes: OutboxWrite[] = [comment('c', 30), comment('a', 10), comment('other', 5, 'u2'), comment('b', 20)];
    expect(inOrder(writes, 'u1').map((write) => write.id)).toEqual(['a', 'b', 'c']);
    expect(inOrder(writes, 'u2').map((write) => write.id)).toEqual(['other']);
  });

  it('puts a new write after every write there is, even when the clock went back', () => {
    const writes = [comment('a', 1_000), comment('b', 2_000)];
    expect(nextSeq(writes, 1_500)).toBe(2_001);
    expect(nextSeq(writes, 5_000)).toBe(5_000);
    expect(nextSeq([], 42)).toBe(42);
  });
});
