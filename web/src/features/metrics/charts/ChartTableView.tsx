import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ChartTable } from './chartTable';
import { CHART_TEXTS } from './chartTexts';

/** A chart's numbers as an accessible table: captioned with the chart's title, columns headed by <th scope="col">. */
export function ChartTableView({ title, table }: { title: string; table: ChartTable }) {
  return (
    // Wide tables (a column per area) scroll inside the card rather than widening the page; a keyboard
    // reaches that scroll through the focusable region (axe: scrollable-region-focusable).
    <TableContainer
      role="region"
      aria-label={`${title} table`}
      tabIndex={0}
      sx={{ maxWidth: '100%', overflowX: 'auto' }}
    >
      <Table size="small" sx={{ captionSide: 'top' }}>
        <caption>{title}</caption>
        <TableHead>
          <TableRow>
            {table.columns.map((column, index) => (
              <TableCell key={index} component="th" scope="col">
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((row, r) => (
            <TableRow key={r}>
              {table.columns.map((_column, c) => {
                const cell = row[c] ?? '';
                return (
                  <TableCell key={c} sx={cell === '' ? { color: 'text.secondary' } : undefined}>
                    {cell === '' ? CHART_TEXTS.noValue : cell}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
