import type { AnalystProjector } from '../../projections/analytics/analystProjector';

type Edge = { _id: string; active: boolean };
type Day = { _id: string; follows: number; unfollows: number };
type Degree = { _id: string; degree: number };
type Totals = { _id: string; edges: number; people: number };
export type GrowthRow = { day: string; follows: number; unfollows: number; edges: number; people: number };

/**
 * How the follow graph grew, day by day (UTC): follows and unfollows that day, and at the end of
 * the day the number of follow edges and of people taking part (following or followed).
 *
 *   npm run replay -- --projector examples/analytics/followGraphGrowth.ts [--until 2026-12-01]
 */
export const projector: AnalystProjector<GrowthRow[]> = {
  name: 'follow graph growth',
  async apply(event, _stored, store) {
    if (event.type !== 'UserFollowed' && event.type !== 'UserUnfollowed') return;
    const { followerId, followeeId, at } = event.data as { followerId: string; followeeId: string; at: string };
    const active = event.type === 'UserFollowed';
    const day = at.slice(0, 10);
    await store.collection<Day>('days').updateOne({ _id: day }, { $inc: active ? { follows: 1 } : { unfollows: 1 } }, { upsert: true });
    const edges = store.collection<Edge>('edges');
    const _id = `${followerId}>${followeeId}`;
    if (((await edges.findOne({ _id }))?.active ?? false) === active) return;
    await edges.updateOne({ _id }, { $set: { active } }, { upsert: true });
    const step = active ? 1 : -1;
    let peopleStep = 0;
    for (const person of [followerId, followeeId]) {
      const degree = ((await store.collection<Degree>('degrees').findOne({ _id: person }))?.degree ?? 0) + step;
      await store.collection<Degree>('degrees').updateOne({ _id: person }, { $set: { degree } }, { upsert: true });
      if (degree === 0) peopleStep--;
      if (degree === 1 && step === 1) peopleStep++;
    }
    // Running totals; the last event of a day leaves that day's closing figures.
    const totals = store.collection<Totals>('totals');
    await totals.updateOne({ _id: 'graph' }, { $inc: { edges: step, people: peopleStep } }, { upsert: true });
    const graph = await totals.findOne({ _id: 'graph' });
    await totals.updateOne({ _id: day }, { $set: { edges: graph?.edges ?? 0, people: graph?.people ?? 0 } }, { upsert: true });
  },
  async result(store) {
    const days = await store.collection<Day>('days').find({}, { sort: { _id: 1 } });
    const closing = new Map((await store.collection<Totals>('totals').find({})).map((c) => [c._id, c]));
    // A day whose events changed no edge closes as the day before did.
    let last = { edges: 0, people: 0 };
    return days.map((d) => {
      last = closing.get(d._id) ?? last;
      return { day: d._id, follows: d.follows ?? 0, unfollows: d.unfollows ?? 0, edges: last.edges, people: last.people };
    });
  },
};
