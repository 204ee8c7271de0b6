// The only module that imports chart.js: it is loaded when the Insights tab first draws a chart,
// so the library lands in a chunk of its own and no other page pays for it.
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export type ChartColors = { bar: string; text: string; grid: string };
export type ChartSpec = { labels: string[]; values: number[]; horizontal?: boolean; colors: ChartColors };

/** A bar chart of whole numbers, coloured from the page's theme; the caller destroys it. */
export function drawBarChart(canvas: HTMLCanvasElement, { labels, values, horizontal = false, colors }: ChartSpec): Chart {
  const valueAxis = { beginAtZero: true, ticks: { color: colors.text, precision: 0 }, grid: { color: colors.grid }, border: { display: false } };
  const labelAxis = {
    ticks: { color: colors.text, autoSkip: true, maxTicksLimit: horizontal ? 10 : 6, maxRotation: 0 },
    grid: { display: false },
    border: { color: colors.grid },
  };
  return new Chart(canvas, {
    type: 'bar',
    data: { labels, datasets: [{ data: values, backgroundColor: colors.bar, borderRadius: 3, maxBarThickness: horizontal ? 18 : 24 }] },
    options: {
      indexAxis: horizontal ? 'y' : 'x',
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      plugins: { legend: { display: false }, tooltip: { enabled: true } },
      scales: horizontal ? { x: valueAxis, y: labelAxis } : { x: labelAxis, y: valueAxis },
    },
  });
}
