import { Box, Paper, Typography } from '@mui/material';
import { useId } from 'react';
import { accuracyText, dayMonthYear, yearLevelText } from './reportFormat';

export const SUMMARY_TITLE = 'Summary';

export interface ReportSummary {
  /** The report's day, yyyy-mm-dd. */
  date: string;
  yearLevel: number | null;
  totalAssignments: number;
  completedAssignments: number;
  totalCorrect: number;
  totalAnswered: number;
}

/** Spec 2 §2: the summary's figures, labelled, on the page and in the report PDF alike. */
export function summaryFigures(summary: ReportSummary): [string, string][] {
  return [
    ['Year Level', yearLevelText(summary.yearLevel)],
    ['Assigned', String(summary.totalAssignments)],
    ['Completed', String(summary.completedAssignments)],
    ['Report Date', dayMonthYear(summary.date)],
  ];
}

/**
 * A result's summary card (spec 2 §2): Year Level, Assigned, Completed, the
 * Report Date in day/month/year form, and the accuracy over every answer.
 * A description list, so each figure is read with its label; the figures
 * wrap onto more rows on a phone.
 */
export function SummaryCard({ summary }: { summary: ReportSummary }) {
  const titleId = useId();
  const figures: [string, string][] = [
    ...summaryFigures(summary),
    ['Accuracy', accuracyText(summary.totalCorrect, summary.totalAnswered)],
  ];
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2.5 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {SUMMARY_TITLE}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
        }}
      >
        {figures.map(([label, value]) => (
          <Box key={label} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="overline" color="text.secondary" sx={{ lineHeight: 1.5 }}>
              {label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
