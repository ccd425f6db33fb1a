'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './charts.module.css';

/** One bar series: its values on the x labels' positions, its axis side and its tick text. */
export type BarSeries = {
  label: string;
  values: number[];
  side: 'left' | 'right';
  tick: (value: number) => string;
};

type Size = { width: number; height: number };

/** Room for the axes' tick texts beside the plot, and for the labels under it. */
const AXIS = 64;
const TOP = 8;
const BOTTOM = 28;
const GRID_LINES = 4;

/** The chart's height is its box's (charts.module.css: smaller on a phone), held before it draws. */
const heightOf = (element: Element) => Number.parseFloat(getComputedStyle(element).minHeight) || 260;

/** A round top for an axis holding `max` (with a tenth of room above it) in GRID_LINES equal steps. */
export function niceScale(max: number): { top: number; step: number } {
  if (!(max > 0)) return { top: 1, step: 1 / GRID_LINES };
  const raw = (max * 1.1) / GRID_LINES;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((multiple) => multiple * magnitude).find((value) => value >= raw)!;
  return { top: step * GRID_LINES, step };
}

/**
 * Grouped bars of two series on their own axes (liters left, GEL right, sharing the grid lines) over
 * `labels`, drawn as SVG at its box's width (no charting library: the page's code stays small). Hidden
 * from assistive technology: the figure around it carries the text summary and the table beside it the
 * figures.
 */
export default function BarChart({ labels, series }: { labels: string[]; series: [BarSeries, BarSeries] }) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size>();

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const width = Math.max(240, Math.floor(element.clientWidth));
      const height = heightOf(element);
      setSize((known) => (known?.width === width && known.height === height ? known : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={box} className={styles.canvas} aria-hidden="true" data-testid="chart-canvas">
      {size && <Bars size={size} labels={labels} series={series} />}
    </div>
  );
}

function Bars({ size, labels, series }: { size: Size; labels: string[]; series: [BarSeries, BarSeries] }) {
  const plot = { left: AXIS, right: size.width - AXIS, top: TOP, bottom: size.height - BOTTOM };
  const band = (plot.right - plot.left) / Math.max(labels.length, 1);
  const barWidth = Math.min(band * 0.4, 48);
  const scales = series.map((one) => niceScale(Math.max(0, ...one.values)));
  const yOf = (value: number, top: number) => plot.bottom - (value / top) * (plot.bottom - plot.top);
  // Every label when they fit, else every n-th (days of a long period on a phone).
  const every = Math.max(1, Math.ceil((labels.length * 64) / Math.max(plot.right - plot.left, 1)));
  const lines = Array.from({ length: GRID_LINES + 1 }, (_, index) => index);
  return (
    <svg width={size.width} height={size.height} className={styles.chart} aria-hidden="true">
      {lines.map((line) => {
        const y = yOf(line * scales[0]!.step, scales[0]!.top);
        return (
          <g key={line}>
            <line x1={plot.left} x2={plot.right} y1={y} y2={y} className={styles.grid} />
            <text x={plot.left - 8} y={y} textAnchor="end" dominantBaseline="middle">
              {series[0].tick(line * scales[0]!.step)}
            </text>
            <text x={plot.right + 8} y={y} dominantBaseline="middle">
              {series[1].tick(line * scales[1]!.step)}
            </text>
          </g>
        );
      })}
      {labels.map((label, index) => {
        const center = plot.left + band * (index + 0.5);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a bar pair is its position (two rows may share a label)
          <g key={index}>
            {series.map((one, side) => {
              const value = Math.max(0, one.values[index] ?? 0);
              const y = yOf(value, scales[side]!.top);
              return (
                <rect
                  key={one.label}
                  x={side === 0 ? center - barWidth : center}
                  y={y}
                  width={barWidth}
                  height={plot.bottom - y}
                  className={side === 0 ? styles.first : styles.second}
                />
              );
            })}
            {index % every === 0 && (
              <text x={center} y={size.height - 8} textAnchor="middle">
                {label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
