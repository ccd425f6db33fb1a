'use client';

import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import styles from './charts.module.css';

/** One bar series: its values on the x labels' positions, its axis side and its tick text. */
export type BarSeries = {
  label: string;
  values: number[];
  side: 'left' | 'right';
  tick: (value: number) => string;
};

/** The chart's height is its box's (charts.module.css: smaller on a phone), held before it draws. */
const heightOf = (element: Element) => Number.parseFloat(getComputedStyle(element).minHeight) || 260;

/** A colour from the page's theme (the canvas cannot read CSS variables itself). */
const themeColor = (element: Element, name: string, fallback: string) =>
  getComputedStyle(element).getPropertyValue(name).trim() || fallback;

/**
 * Grouped bars of two series on their own axes (liters left, GEL right) over `labels`, drawn by uPlot on
 * a canvas sized to its container. The canvas is hidden from assistive technology: the figure around it
 * carries the text summary and the table beside it the figures. Loaded only where a chart is drawn.
 */
export default function UplotChart({ labels, series }: { labels: string[]; series: [BarSeries, BarSeries] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const colors = [
      themeColor(element, '--color-brand', '#0b5cab'),
      themeColor(element, '--color-accent', '#f59e0b'),
    ];
    const text = themeColor(element, '--color-text', '#1d2939');
    const grid = themeColor(element, '--color-border', '#e4e7ec');
    const size = () => {
      const width = Math.max(240, Math.floor(element.clientWidth));
      return { width, height: heightOf(element) };
    };
    // Every label when they fit, else every n-th (days of a long period on a phone).
    const every = (width: number) => Math.max(1, Math.ceil((labels.length * 64) / Math.max(width - 100, 1)));
    const axis = (scale: string, side: 1 | 3, tick: (value: number) => string): uPlot.Axis => ({
      scale,
      side,
      stroke: text,
      grid: { show: side === 3, stroke: grid, width: 1 },
      ticks: { show: false },
      size: 64,
      values: (_, ticks) => ticks.map(tick),
    });
    const chart = new uPlot(
      {
        ...size(),
        legend: { show: false },
        cursor: { show: false },
        select: { show: false, left: 0, top: 0, width: 0, height: 0 },
        scales: {
          x: { time: false, range: (_, min, max) => [min - 0.5, max + 0.5] },
          left: { range: (_, __, max) => [0, max > 0 ? max * 1.1 : 1] },
          right: { range: (_, __, max) => [0, max > 0 ? max * 1.1 : 1] },
        },
        axes: [
          {
            stroke: text,
            grid: { show: false },
            ticks: { show: false },
            splits: () => labels.map((_, index) => index),
            values: (self, splits) =>
              splits.map((split) => (split % every(self.width) === 0 ? (labels[split] ?? '') : '')),
          },
          axis('left', 3, series[0].tick),
          axis('right', 1, series[1].tick),
        ],
        series: [
          {},
          ...series.map((one, index) => ({
            label: one.label,
            scale: one.side,
            fill: colors[index],
            stroke: colors[index],
            width: 0,
            points: { show: false },
            paths: uPlot.paths.bars!({ size: [0.4, 48], align: index === 0 ? -1 : 1 }),
          })),
        ],
      },
      [labels.map((_, index) => index), series[0].values, series[1].values],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize(size()));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [labels, series]);

  return <div ref={box} className={styles.canvas} aria-hidden="true" data-testid="chart-canvas" />;
}
