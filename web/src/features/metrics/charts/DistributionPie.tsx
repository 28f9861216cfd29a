import { Pie } from '@nivo/pie';
import { pieLayout } from './chartLayout';
import { legendsAt } from './chartLegend';
import { CHART_THEME } from './chartTheme';
import { drawnSlices, type Slice } from './distribution';
import { chartColour } from './palette';

/** A pie of `slices` at `width`, each labelled with its share; a slice keeps its colour whatever else is drawn. */
export function DistributionPie({
  slices,
  width,
  ariaLabel,
}: {
  slices: readonly Slice[];
  width: number;
  ariaLabel: string;
}) {
  const colours = new Map(slices.map((slice, i) => [slice.id, chartColour(i)]));
  const data = drawnSlices(slices).map((slice) => ({ ...slice, colour: colours.get(slice.id) ?? chartColour(0) }));
  const layout = pieLayout(
    width,
    data.map((slice) => slice.label),
  );
  return (
    <Pie
      // nivo's Pie takes no aria-label of its own; its ref is the <svg>.
      ref={(svg: SVGSVGElement | null) => svg?.setAttribute('aria-label', ariaLabel)}
      width={width}
      height={layout.height}
      data={data}
      id="label"
      value="value"
      margin={layout.margin}
      colors={({ data: slice }) => slice.colour}
      theme={CHART_THEME}
      animate={false}
      padAngle={0.6}
      borderWidth={1}
      borderColor="#ffffff"
      enableArcLinkLabels={false}
      arcLabel={({ data: slice }) => `${slice.sharePercent.toFixed(1)}%`}
      arcLabelsSkipAngle={20}
      arcLabelsTextColor="#ffffff"
      legends={legendsAt(layout.legend)}
      role="img"
    />
  );
}
