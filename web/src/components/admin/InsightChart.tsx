import { useEffect, useRef } from 'react';
import type { ChartColors, ChartSpec } from './insightsCharts';

export type InsightRow = { label: string; value: number };

type Props = {
  id: string;
  title: string;
  /** What the figures are, for the table's caption: "Sign-ups per day, last 30 days (UTC)". */
  caption: string;
  /** The table's header for the row labels and for the figures. */
  headers: [string, string];
  rows: InsightRow[];
  /** Short labels under the bars (the table keeps the full ones). */
  shortLabels: string[];
  summary: string;
  colors: ChartColors;
  horizontal?: boolean;
};

/**
 * One measure as a bar chart, and the same figures as a table for screen readers (the canvas is
 * hidden from them). chart.js is loaded with the first chart drawn.
 */
export function InsightChart({ id, title, caption, headers, rows, shortLabels, summary, colors, horizontal = false }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  // The chart is drawn again only when the labels, figures or colours change, not on every new
  // array or object with the same content: the effect reads them back from this text.
  const spec = JSON.stringify({ labels: shortLabels, values: rows.map((r) => r.value), horizontal, colors } satisfies ChartSpec);

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | null = null;
    void import('./insightsCharts').then(({ drawBarChart }) => {
      if (cancelled || !canvas.current) return;
      const chart = drawBarChart(canvas.current, JSON.parse(spec) as ChartSpec);
      destroy = () => chart.destroy();
    });
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [spec]);

  return (
    <figure className="admin-card insight" aria-labelledby={`${id}-title`}>
      <figcaption className="insight__caption">
        <h3 className="admin-card__title" id={`${id}-title`}>
          {title}
        </h3>
        <span className="admin-muted">{summary}</span>
      </figcaption>
      <div className={horizontal ? 'insight__plot insight__plot--tall' : 'insight__plot'}>
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <canvas> takes no focus; the table below gives screen readers its figures */}
        <canvas ref={canvas} aria-hidden="true" data-testid={`${id}-chart`} />
      </div>
      <table className="sr-only" data-testid={`${id}-table`}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{headers[0]}</th>
            <th scope="col">{headers[1]}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
