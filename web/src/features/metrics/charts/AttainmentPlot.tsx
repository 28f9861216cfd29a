import { attainmentAxisLevel, attainmentTicks, type AreaAttainment, type AttainmentMarker } from './attainment';
import { textWidth } from './chartLayout';
import { CHART_FONT, NARROW_CHART_WIDTH } from './chartTheme';
import { yearLevelLabel } from './format';
import { CHART_INK } from './palette';

/** Each marker has its own shape as well as its own colour, and its word beside it: colour is never the only sign. */
const MARKER_COLOURS: Record<AttainmentMarker, string> = { Increase: '#2e7d32', Decrease: '#c62828', Keep: '#1565c0' };
const AXIS_SPACE = 48;

function Marker({ kind, x, y }: { kind: AttainmentMarker; x: number; y: number }) {
  const fill = MARKER_COLOURS[kind];
  if (kind === 'Keep') return <circle cx={x} cy={y} r={7} fill={fill} />;
  const tip = kind === 'Increase' ? -8 : 8;
  return <polygon points={`${x},${y + tip} ${x - 8},${y - tip * 0.75} ${x + 8},${y - tip * 0.75}`} fill={fill} />;
}

/**
 * The attainment chart, drawn by hand (no nivo chart has markers on a fixed
 * axis): a row per area, year levels 1 to 8 across, the current level marked
 * Increase, Decrease or Keep. On a phone each area's name goes above its row.
 */
export function AttainmentPlot({
  rows,
  width,
  ariaLabel,
}: {
  rows: readonly AreaAttainment[];
  width: number;
  ariaLabel: string;
}) {
  const narrow = width < NARROW_CHART_WIDTH;
  const nameWidth = Math.min(width * 0.4, Math.max(...rows.map((row) => textWidth(row.area))) + 16);
  const rowHeight = narrow ? 56 : 40;
  const plotLeft = narrow ? 16 : nameWidth;
  const plotRight = width - 16;
  const ticks = attainmentTicks();
  const [lowest, highest] = [ticks[0] ?? 1, ticks.at(-1) ?? 8];
  const x = (level: number) =>
    plotLeft + 12 + ((attainmentAxisLevel(level) - lowest) / (highest - lowest)) * (plotRight - plotLeft - 24);
  const top = 8;
  const axisY = top + rows.length * rowHeight + 4;
  const height = axisY + AXIS_SPACE;
  const middle = (plotLeft + plotRight) / 2;

  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={width}
      height={height}
      role="img"
      aria-label={ariaLabel}
      style={{ fontFamily: CHART_FONT, fontSize: 12 }}
    >
      <rect width={width} height={height} fill="#ffffff" />
      {ticks.map((tick) => (
        <line key={tick} x1={x(tick)} x2={x(tick)} y1={top} y2={axisY} stroke={CHART_INK.grid} />
      ))}
      {rows.map((row, i) => {
        const rowTop = top + i * rowHeight;
        const trackY = narrow ? rowTop + 38 : rowTop + rowHeight / 2;
        const level = row.yearLevel;
        const markerX = level === null ? 0 : x(level);
        const after = markerX <= middle;
        return (
          <g key={row.area}>
            <text
              x={narrow ? plotLeft : nameWidth - 12}
              y={narrow ? rowTop + 16 : trackY}
              textAnchor={narrow ? 'start' : 'end'}
              dominantBaseline="central"
              fill={CHART_INK.text}
              style={{ fontFamily: CHART_FONT, fontSize: 12, fontWeight: 600 }}
            >
              {row.area}
            </text>
            <line x1={plotLeft} x2={plotRight} y1={trackY} y2={trackY} stroke={CHART_INK.grid} strokeWidth={2} />
            {level === null || row.marker === null ? (
              <text
                x={plotLeft + 12}
                y={trackY}
                dominantBaseline="central"
                fill={CHART_INK.muted}
                style={{ fontSize: 12 }}
              >
                No year level yet
              </text>
            ) : (
              <>
                <Marker kind={row.marker} x={markerX} y={trackY} />
                <text
                  x={after ? markerX + 14 : markerX - 14}
                  y={trackY}
                  textAnchor={after ? 'start' : 'end'}
                  dominantBaseline="central"
                  fill={CHART_INK.text}
                  style={{ fontFamily: CHART_FONT, fontSize: 12 }}
                >
                  {`${yearLevelLabel(level)}, ${row.marker}`}
                </text>
              </>
            )}
          </g>
        );
      })}
      <line x1={plotLeft} x2={plotRight} y1={axisY} y2={axisY} stroke={CHART_INK.axis} />
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={x(tick)} x2={x(tick)} y1={axisY} y2={axisY + 5} stroke={CHART_INK.axis} />
          <text x={x(tick)} y={axisY + 16} textAnchor="middle" fill={CHART_INK.muted} style={{ fontSize: 11 }}>
            {tick}
          </text>
        </g>
      ))}
      <text x={middle} y={axisY + 38} textAnchor="middle" fill={CHART_INK.text} style={{ fontSize: 12 }}>
        Year level
      </text>
    </svg>
  );
}
