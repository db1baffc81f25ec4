import { useId, useRef } from 'react';
import styled from 'styled-components';
import { LEAD_CHANNEL_LABELS, LEAD_CHANNELS } from '../../../domain/attribution/channel';
import type { PipelineMonth } from '../../../domain/api/staff';
import { LEAD_STATUSES } from '../../../domain/staff/schemas';
import { useElementWidth } from '../hooks/useElementWidth';
import { STATUS_LABELS } from '../pipelineLabels';

export type ChartSplit = 'channel' | 'status';

/** Each split's series, bottom of the bar first, with its label and colour (each at least 3:1 on white). */
export const SERIES: Record<ChartSplit, { key: string; label: string; color: string }[]> = {
  channel: LEAD_CHANNELS.map((channel, index) => ({
    key: channel,
    label: LEAD_CHANNEL_LABELS[channel],
    color: ['#2454E6', '#7C3AED', '#0E7C72', '#A15C00', '#64748B'][index]!,
  })),
  status: LEAD_STATUSES.map((status, index) => ({
    key: status,
    label: STATUS_LABELS[status],
    color: ['#A15C00', '#2454E6', '#7C3AED', '#067647', '#B42318'][index]!,
  })),
};

const HEIGHT = 240;
const MARGIN = { top: 22, right: 4, bottom: 40, left: 34 };

/** 'Nov' of '2026-11'. */
export const monthName = (month: string, style: 'short' | 'long' = 'short') =>
  new Date(`${month}-15T12:00:00Z`).toLocaleString('en-CA', { month: style, timeZone: 'UTC' });

/** A step of 1, 2 or 5 × 10ⁿ giving about four gridlines up to `max`. */
function niceStep(max: number): number {
  const rough = Math.max(max / 4, 1);
  const power = 10 ** Math.floor(Math.log10(rough));
  return [1, 2, 5, 10].map((factor) => factor * power).find((step) => step >= rough)!;
}

export interface MonthlyChartProps {
  months: PipelineMonth[];
  split: ChartSplit;
}

/**
 * Leads per month as stacked bars, one colour per source or status, drawn at the width it is given (an
 * SVG of our own: no chart library). The chart is one image for assistive technology, described by its
 * summary; the numbers are in the table beside it.
 */
export function MonthlyChart({ months, split }: MonthlyChartProps) {
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame, 640);
  const id = useId();
  const series = SERIES[split];
  const max = Math.max(1, ...months.map((month) => month.total));
  const step = niceStep(max);
  const top = Math.ceil(max / step) * step;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const band = (width - MARGIN.left - MARGIN.right) / Math.max(months.length, 1);
  const barWidth = Math.min(band * 0.62, 56);
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const ticks = Array.from({ length: top / step + 1 }, (_, index) => index * step);
  const total = months.reduce((sum, month) => sum + month.total, 0);
  const busiest = months.reduce((best, month) => (month.total > best.total ? month : best), months[0]!);
  const first = months[0]!;
  const last = months.at(-1)!;
  const summary =
    `Leads per month by ${split === 'channel' ? 'source' : 'status'}, ` +
    `${monthName(first.month, 'long')} ${first.month.slice(0, 4)} to ${monthName(last.month, 'long')} ${last.month.slice(0, 4)}: ` +
    `${total} in all` +
    (total > 0
      ? `; most in ${monthName(busiest.month, 'long')} ${busiest.month.slice(0, 4)} (${busiest.total}).`
      : '.');

  return (
    <Frame ref={frame}>
      <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title`}>
        <title id={`${id}-title`}>{summary}</title>
        {ticks.map((tick) => (
          <g key={tick}>
            <line className="grid" x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} />
            <text className="axis" x={MARGIN.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle">
              {tick}
            </text>
          </g>
        ))}
        {months.map((month, index) => {
          const x = MARGIN.left + index * band + (band - barWidth) / 2;
          const centre = x + barWidth / 2;
          let stacked = 0;
          const showYear = index === 0 || month.month.endsWith('-01');
          return (
            <g key={month.month}>
              {series.map(({ key, label, color }) => {
                const count = month[split][key as keyof PipelineMonth[ChartSplit]] as number;
                if (count === 0) return null;
                const bottom = y(stacked);
                stacked += count;
                return (
                  <rect key={key} x={x} y={y(stacked)} width={barWidth} height={bottom - y(stacked)} fill={color}>
                    <title>{`${monthName(month.month)} ${month.month.slice(0, 4)}, ${label}: ${count}`}</title>
                  </rect>
                );
              })}
              {month.total > 0 && (
                <text className="total" x={centre} y={y(month.total) - 5} textAnchor="middle">
                  {month.total}
                </text>
              )}
              <text className="axis" x={centre} y={HEIGHT - MARGIN.bottom + 16} textAnchor="middle">
                {band < 30 ? monthName(month.month).charAt(0) : monthName(month.month)}
              </text>
              {showYear && (
                <text className="axis" x={centre} y={HEIGHT - MARGIN.bottom + 31} textAnchor="middle">
                  {month.month.slice(0, 4)}
                </text>
              )}
            </g>
          );
        })}
        <line className="base" x1={MARGIN.left} x2={width - MARGIN.right} y1={y(0)} y2={y(0)} />
      </svg>
    </Frame>
  );
}

const Frame = styled.div`
  width: 100%;
  overflow: hidden;
  svg {
    display: block;
    font-family: ${({ theme }) => theme.fonts.body};
  }
  .grid {
    stroke: ${({ theme }) => theme.colors.border};
  }
  .base {
    stroke: ${({ theme }) => theme.colors.textMuted};
  }
  .axis {
    font-size: 12px;
    fill: ${({ theme }) => theme.colors.textMuted};
  }
  .total {
    font-size: 12px;
    font-weight: 600;
    fill: ${({ theme }) => theme.colors.ink};
  }
  rect {
    stroke: ${({ theme }) => theme.colors.white};
    stroke-width: 1;
  }
`;
