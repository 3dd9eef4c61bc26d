import { colon } from '@atelier/shared/glossary';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './Charts.module.css';
import { axisTop, type ChartDatum, clipLabel, columnBars, rowBars } from './chart-geometry';

export type { ChartDatum };

export type BarChartProps = {
  /** The visible caption above the drawing. */
  title: string;
  /**
   * What the drawing shows, in words, for screen readers (its accessible name): the SVG is one
   * image, and the table the page shows beside it carries every figure.
   */
  summary: string;
  data: readonly ChartDatum[];
  /** A bar's value as text (tooltips and, on rows, the figure at the end of the bar). */
  formatValue: (value: number) => string;
  /** A grid line's value as text; defaults to `formatValue`. */
  formatAxis?: (value: number) => string;
  /** `columns` stand on the horizontal axis (series over time); `rows` suit long labels. */
  orientation?: 'columns' | 'rows';
};

const GRID = [0, 0.25, 0.5, 0.75, 1];

/** An SVG bar chart with role="img" and a summary label; pair it with the same numbers in a table. */
export function BarChart({ orientation = 'columns', ...props }: BarChartProps) {
  const titleId = useId();
  return (
    <figure className={styles.chart}>
      <figcaption id={titleId} className={styles.chartTitle}>
        {props.title}
      </figcaption>
      {orientation === 'rows' ? <Rows {...props} /> : <Columns {...props} />}
    </figure>
  );
}

type DrawingProps = Omit<BarChartProps, 'title' | 'orientation'>;

/** The SVG, one image named by the summary, scaled to its box. */
function Drawing({
  summary,
  viewBox,
  children,
}: {
  summary: string;
  viewBox: string;
  children: ReactNode;
}) {
  return (
    <svg
      role="img"
      aria-label={summary}
      viewBox={viewBox}
      className={styles.svg}
      preserveAspectRatio="xMidYMid meet"
    >
      <g>{children}</g>
    </svg>
  );
}

/** One bar, `left` past the axis, its label and value in its tooltip. */
function Bar({
  bar,
  left,
  datum,
  formatValue,
}: {
  bar: { x: number; y: number; width: number; height: number };
  left: number;
  datum: ChartDatum;
  formatValue: (value: number) => string;
}) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'fr' ? 'fr' : 'en';
  return (
    <rect
      x={left + bar.x}
      y={bar.y}
      width={bar.width}
      height={bar.height}
      rx={3}
      className={styles.bar}
    >
      <title>{`${colon(language, datum.label)} ${formatValue(datum.value)}`}</title>
    </rect>
  );
}

const COLUMNS = { width: 720, height: 220, gap: 12 } as const;
const COLUMN_AXIS = 80; // room on the left for the amounts
const HEADROOM = 12; // so the top amount is not cut
const COLUMN_LABELS = 28; // room below for the labels

function Columns({ summary, data, formatValue, formatAxis = formatValue }: DrawingProps) {
  const values = data.map((datum) => datum.value);
  const bars = columnBars(values, COLUMNS);
  const top = axisTop(values);
  return (
    <Drawing
      summary={summary}
      viewBox={`0 ${-HEADROOM} ${COLUMNS.width + COLUMN_AXIS} ${COLUMNS.height + COLUMN_LABELS + HEADROOM}`}
    >
      {GRID.map((share) => {
        const y = COLUMNS.height - share * COLUMNS.height;
        return (
          <g key={share}>
            <line
              x1={COLUMN_AXIS}
              x2={COLUMN_AXIS + COLUMNS.width}
              y1={y}
              y2={y}
              className={styles.gridLine}
            />
            <text x={COLUMN_AXIS - 8} y={y + 4} textAnchor="end" className={styles.axisText}>
              {formatAxis(top * share)}
            </text>
          </g>
        );
      })}
      {data.map((datum, index) => {
        const bar = bars[index];
        if (!bar) return null;
        return (
          <g key={datum.key}>
            <Bar bar={bar} left={COLUMN_AXIS} datum={datum} formatValue={formatValue} />
            <text
              x={COLUMN_AXIS + bar.x + bar.width / 2}
              y={COLUMNS.height + 18}
              textAnchor="middle"
              className={styles.axisText}
            >
              {datum.axisLabel ?? datum.label}
            </text>
          </g>
        );
      })}
    </Drawing>
  );
}

// Narrower than the columns' drawing, so its text stays legible once scaled down to a phone.
const ROWS = { width: 240, row: 32, gap: 10 } as const;
const ROW_LABELS = 150; // room on the left for the labels
const ROW_VALUES = 110; // room on the right for the figure
const LABEL_CHARACTERS = 22;

function Rows({ summary, data, formatValue }: DrawingProps) {
  const bars = rowBars(
    data.map((datum) => datum.value),
    { width: ROWS.width, height: ROWS.row, gap: ROWS.gap },
  );
  const height = Math.max(1, data.length) * ROWS.row;
  return (
    <Drawing summary={summary} viewBox={`0 0 ${ROW_LABELS + ROWS.width + ROW_VALUES} ${height}`}>
      <line x1={ROW_LABELS} x2={ROW_LABELS} y1={0} y2={height} className={styles.gridLine} />
      {data.map((datum, index) => {
        const bar = bars[index];
        if (!bar) return null;
        const middle = bar.y + bar.height / 2 + 4;
        return (
          <g key={datum.key}>
            <text x={ROW_LABELS - 8} y={middle} textAnchor="end" className={styles.axisText}>
              {clipLabel(datum.axisLabel ?? datum.label, LABEL_CHARACTERS)}
            </text>
            <Bar bar={bar} left={ROW_LABELS} datum={datum} formatValue={formatValue} />
            <text x={ROW_LABELS + bar.width + 6} y={middle} className={styles.valueText}>
              {formatValue(datum.value)}
            </text>
          </g>
        );
      })}
    </Drawing>
  );
}
