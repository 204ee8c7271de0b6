import { DomainError } from '../../domain/decider';
import { collections, insightMeasures, type InsightMeasure, type InsightsDayDoc, type InsightsTagDoc } from '../readModels';
import type { ReadStore } from '../readStore';

export const INSIGHTS_MAX_DAYS = 365;
export const TOP_HASHTAGS = 10;
const DAY_MS = 24 * 3600 * 1000;

export type InsightsDayView = { date: string } & Record<InsightMeasure, number>;
export type InsightsHashtagView = { tag: string; posts: number };
export type InsightsView = { from: string; to: string; days: InsightsDayView[]; topHashtags: InsightsHashtagView[] };

const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

export function insightsQueries(store: ReadStore) {
  const days = store.collection<InsightsDayDoc>(collections.insightsDays);
  const tags = store.collection<InsightsTagDoc>(collections.insightsTags);

  return {
    /**
     * The `count` UTC days up to and including `now`'s, oldest first, each with every figure (0
     * when nothing happened), and the hashtags on most posts published in those days.
     */
    async window(now: Date, count: number): Promise<InsightsView> {
      if (!Number.isInteger(count) || count < 1 || count > INSIGHTS_MAX_DAYS)
        throw new DomainError('invalid', `days must be between 1 and ${INSIGHTS_MAX_DAYS}`, 'days');
      const dates = Array.from({ length: count }, (_, i) => dayOf(now.getTime() - (count - 1 - i) * DAY_MS));
      const from = dates[0];
      const to = dates[dates.length - 1];
      const found = new Map((await days.find({ _id: { $gte: from, $lte: to } })).map((doc) => [doc._id, doc]));
      const perTag = new Map<string, number>();
      for (const doc of await tags.find({ day: { $gte: from, $lte: to } })) perTag.set(doc.tag, (perTag.get(doc.tag) ?? 0) + doc.posts);
      const topHashtags = [...perTag]
        .filter(([, posts]) => posts > 0)
        .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
        .slice(0, TOP_HASHTAGS)
        .map(([tag, posts]) => ({ tag, posts }));
      return { from, to, days: dates.map((date) => figures(date, found.get(date))), topHashtags };
    },
  };
}

function figures(date: string, doc: InsightsDayDoc | undefined): InsightsDayView {
  const view = { date } as InsightsDayView;
  for (const measure of insightMeasures) view[measure] = doc?.[measure] ?? 0;
  return view;
}

export type InsightsQueries = ReturnType<typeof insightsQueries>;
