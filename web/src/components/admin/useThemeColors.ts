import { useEffect, useState } from 'react';
import type { ChartColors } from './insightsCharts';

function readColors(): ChartColors {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string) => style.getPropertyValue(name).trim();
  return { bar: read('--accent'), text: read('--text-muted'), grid: read('--border') };
}

/** The theme's chart colours, read again whenever dark mode is switched (a class on <html>). */
export function useThemeColors(): ChartColors {
  const [colors, setColors] = useState(readColors);
  useEffect(() => {
    const observer = new MutationObserver(() => setColors(readColors()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class', 'style'] });
    return () => observer.disconnect();
  }, []);
  return colors;
}
