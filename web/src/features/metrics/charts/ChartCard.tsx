import { Alert, Box, Button, Card, CardContent, Stack, ToggleButton, Typography } from '@mui/material';
import { useCallback, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { saveCsvFile, saveFile } from '../../../shared/files/saveFile';
import { FALLBACK_CHART_WIDTH, MIN_CHART_WIDTH } from './chartTheme';
import { tableCsv, type ChartTable } from './chartTable';
import { CHART_TEXTS, type ChartExplained } from './chartTexts';
import { ChartTableView } from './ChartTableView';
import { exportFileName } from './format';
import { useSchoolClock } from '../../../shared/dates/schoolClock';
import { chartImage, chartSvg, svgToPng, type ChartImage } from './svgExport';
import { useElementWidth } from './useElementWidth';
import { useSeen } from './useSeen';

/** What a page can ask of a card: its chart as a PNG for the report PDF, or null while it has nothing to draw. */
export interface ChartCardHandle {
  image(): Promise<ChartImage | null>;
}

export interface ChartCardProps {
  /** The spec's name of the chart: the name of its exports, its table and its picture. */
  title: string;
  /** The heading in plain words over the spec's name, and a line of what the chart shows. */
  explained?: ChartExplained;
  /** The exported files' name before the date: `{fileStem}-{yyyymmdd}.png`. */
  fileStem: string;
  table: ChartTable;
  /** Nothing to draw: the card says so and offers no export. Defaults to a table without rows. */
  empty?: boolean;
  emptyText?: string;
  headingLevel?: 'h2' | 'h3';
  /** Words under the chart (such as the completion rate's max, min and average), shown with the chart and the table. */
  summary?: ReactNode;
  handle?: Ref<ChartCardHandle>;
  /** Draws the chart at the card's measured width. */
  children: (size: { width: number }) => ReactNode;
}

/** The chart's <svg> once drawn, waiting a few frames for a chart just revealed; null if it never comes. */
async function drawnSvg(find: () => SVGSVGElement | null): Promise<SVGSVGElement | null> {
  for (let frame = 0; frame < 60; frame += 1) {
    await new Promise((done) => requestAnimationFrame(() => done(undefined)));
    const found = find();
    if (found) return found;
  }
  return null;
}

/**
 * A chart in a card: its title, PNG/SVG/CSV downloads, and a Table toggle
 * that swaps the picture for its numbers. The chart is drawn once the card
 * comes near the viewport (useSeen), or when the report PDF asks for it. The chart stays mounted (hidden)
 * while the table shows, so its picture can still be exported.
 */
export function ChartCard(props: ChartCardProps) {
  const {
    title,
    explained,
    fileStem,
    table,
    emptyText = CHART_TEXTS.noActivity,
    headingLevel = 'h2',
    summary,
    handle,
  } = props;
  const empty = props.empty ?? table.rows.length === 0;
  const [showTable, setShowTable] = useState(false);
  const [failed, setFailed] = useState(false);
  const clock = useSchoolClock();
  const [measure, width] = useElementWidth(FALLBACK_CHART_WIDTH);
  const [watch, seen, reveal] = useSeen();
  const box = useCallback(
    (element: HTMLElement | null) => {
      measure(element);
      watch(element);
    },
    [measure, watch],
  );
  const chartBox = useRef<HTMLDivElement>(null);
  const svg = () => chartBox.current?.querySelector('svg') ?? null;

  useImperativeHandle(handle, () => ({
    image: async () => {
      if (empty) return null;
      // A chart still below the fold is drawn now: the report holds every chart.
      if (!seen) reveal();
      const drawn = svg() ?? (await drawnSvg(svg));
      return drawn ? chartImage(drawn, explained ? `${explained.title} (${title})` : title, explained?.shows) : null;
    },
  }));

  const saveSvg = () => {
    const drawn = svg();
    if (drawn)
      saveFile(new Blob([chartSvg(drawn).text], { type: 'image/svg+xml' }), exportFileName(fileStem, 'svg', clock));
  };
  const savePng = async () => {
    const drawn = svg();
    if (!drawn) return;
    try {
      saveFile(await svgToPng(chartSvg(drawn)), exportFileName(fileStem, 'png', clock));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  const saveCsv = () => saveCsvFile(tableCsv(table), exportFileName(fileStem, 'csv', clock));
  const download = (format: string) => ({ 'aria-label': `Download ${title} as ${format}`, disabled: empty });

  return (
    <Card variant="outlined" sx={{ minWidth: 0 }}>
      <CardContent>
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
          <Box sx={{ flexGrow: 1 }}>
            {explained && (
              <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5 }}>
                {title}
              </Typography>
            )}
            <Typography component={headingLevel} variant="h6">
              {explained?.title ?? title}
            </Typography>
          </Box>
          <Stack direction="row" sx={{ gap: 0.5 }}>
            <Button size="small" onClick={savePng} {...download('PNG')}>
              PNG
            </Button>
            <Button size="small" onClick={saveSvg} {...download('SVG')}>
              SVG
            </Button>
            <Button size="small" onClick={saveCsv} {...download('CSV')}>
              CSV
            </Button>
            <ToggleButton
              value="table"
              size="small"
              selected={showTable && !empty}
              aria-label={`${title} ${CHART_TEXTS.table}`}
              disabled={empty}
              onChange={() => setShowTable((shown) => !shown)}
              sx={{ py: 0.25 }}
            >
              {CHART_TEXTS.table}
            </ToggleButton>
          </Stack>
        </Stack>
        {explained && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {explained.shows}
          </Typography>
        )}
        {failed && (
          <Alert severity="warning" onClose={() => setFailed(false)} sx={{ mb: 1 }}>
            {CHART_TEXTS.exportFailed}
          </Alert>
        )}
        {/* Measured even while hidden behind the table: the chart keeps its width for exports. */}
        <Box ref={box} sx={{ width: '100%', minWidth: 0 }}>
          {empty ? (
            <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
              {emptyText}
            </Typography>
          ) : (
            <>
              <Box ref={chartBox} hidden={showTable} sx={{ overflow: 'hidden' }}>
                {seen && width >= MIN_CHART_WIDTH && props.children({ width })}
              </Box>
              {showTable && <ChartTableView title={title} table={table} />}
            </>
          )}
        </Box>
        {!empty && summary && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {summary}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
