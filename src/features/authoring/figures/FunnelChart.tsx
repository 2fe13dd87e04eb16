import { useMemo } from 'react';
import { Bar, type BarConfig } from '@ant-design/plots';
import { Grid } from 'antd';
import type { LessonFigure } from '@/shared/domain/authoring';
import { themeColors, type ColorScheme } from '@/shared/theme/colors';
import { useColorScheme } from '@/shared/theme/colorScheme';

/** A lesson's bar: its place in the curriculum, its title, and the share who completed it. */
interface Row {
  label: string;
  title: string;
  completedShare: number;
  biggestDrop: boolean;
}

/** The characters of a lesson's label beside its bar: on a phone, and wider. */
const LABEL_MAX = { narrow: 16, wide: 26 };
const BAR_HEIGHT = 34;
const AXES_HEIGHT = 56;

/** "6. Quiz: HTML and CSS", shortened to fit beside the bars (the table holds the whole title). */
const shortLabel = (label: string, max: number): string =>
  label.length > max ? `${label.slice(0, max - 1).trimEnd()}…` : label;

/**
 * "Where learners stop": each lesson's completed share as a horizontal bar, in curriculum order,
 * the lesson with the biggest drop in the danger colour and labelled so in words (not by colour
 * alone). Loaded on its own (CourseFiguresPage.tsx), so that the chart library reaches only this
 * screen. A canvas, hidden from assistive technology: the table beside it holds the same figures.
 * Its colours come from src/shared/theme/colors.ts, whose pairs keep WCAG AA contrast in each theme:
 * the text on the page's background, the bars 3:1 against it.
 */
export function FunnelChart({ lessons }: { lessons: readonly LessonFigure[] }) {
  const scheme = useColorScheme();
  const narrow = Grid.useBreakpoint().sm === false;
  const config = useMemo(() => funnelConfig(lessons, scheme, narrow), [lessons, scheme, narrow]);
  return <Bar {...config} />;
}

/** The chart's options, made again only when the figures, the theme or the width class change. */
function funnelConfig(
  lessons: readonly LessonFigure[],
  scheme: ColorScheme,
  narrow: boolean,
): BarConfig {
  const colors = themeColors[scheme];
  const labelMax = narrow ? LABEL_MAX.narrow : LABEL_MAX.wide;
  const rows: Row[] = lessons.map((lesson, index) => ({
    label: `${index + 1}. ${lesson.title}`,
    title: lesson.title,
    completedShare: lesson.completedShare,
    biggestDrop: lesson.biggestDrop,
  }));
  const axisText = { labelFill: colors.text, labelOpacity: 1, labelFontSize: 12 };
  return {
    data: rows,
    xField: 'label',
    yField: 'completedShare',
    height: AXES_HEIGHT + rows.length * BAR_HEIGHT,
    autoFit: true,
    marginRight: 48,
    animate: false,
    legend: false,
    scale: { y: { domain: [0, 100], nice: false }, x: { padding: 0.3 } },
    style: { fill: (row: Row) => (row.biggestDrop ? colors.danger : colors.brand), fillOpacity: 1 },
    axis: {
      x: {
        ...axisText,
        labelFormatter: (label: string) => shortLabel(label, labelMax),
        line: true,
        lineStroke: colors.borderStrong,
        lineStrokeOpacity: 1,
        tick: false,
      },
      y: {
        ...axisText,
        labelFormatter: (value: number) => `${value}%`,
        tickCount: narrow ? 2 : 5,
        grid: true,
        gridStroke: colors.borderStrong,
        gridStrokeOpacity: 1,
        gridLineDash: [0, 0],
        title: false,
      },
    },
    label: {
      text: (row: Row) =>
        row.biggestDrop ? `${row.completedShare}% · biggest drop` : `${row.completedShare}%`,
      // Just past the bar's end (the room on the right holds "100%").
      position: 'right',
      textAlign: 'start',
      dx: 6,
      fill: colors.text,
      fillOpacity: 1,
      fontSize: 12,
      transform: [{ type: 'exceedAdjust' }],
    },
    tooltip: {
      title: (row: Row) => row.label,
      items: [
        {
          channel: 'y',
          name: 'Completed',
          valueFormatter: (value: number) => `${value}%`,
        },
      ],
    },
    className: 'course-figures__funnel',
    containerAttributes: { 'aria-hidden': 'true' },
  };
}
