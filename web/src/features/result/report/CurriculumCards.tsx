import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Chip, Link, Paper, Typography } from '@mui/material';
import { CURRICULUM_LINK_TEXT, curriculumUrl } from '@portal/domain';
import { alpha } from '@mui/material/styles';
import { RESULT_SPEC_TEXTS } from '@portal/domain/result-texts';
import type { CurriculumCards_ResultFragment } from '../../../generated/graphql';
import { DashboardPanel } from '../../../shared/dashboard/DashboardPanel';
import { accuracyText, percentText, REPORT_TEXTS, yearLevelText } from './reportFormat';

export const CURRICULUMS_TITLE = 'Curriculums';

/**
 * A result's Curriculums as cards (spec 2 §2): code, name, year level and the
 * evaluation. An achieved one (the gateway's `achieved`: above 75.00%, spec
 * 2 §5) has a tick and a stronger shade, and says "Achieved" in words, so
 * colour is never the only sign. Each links to its content description on
 * the Australian Curriculum's own site, in a new tab (issue 35). Empty: "No
 * ongoing curriculums".
 */
export function CurriculumCards({ results }: { results: readonly CurriculumCards_ResultFragment[] }) {
  return (
    <DashboardPanel
      title={CURRICULUMS_TITLE}
      empty={results.length === 0}
      emptyText={RESULT_SPEC_TEXTS.noOngoingCurriculums}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
        }}
      >
        {results.map((result) => (
          <Box component="li" key={result.curriculum.id} sx={{ minWidth: 0 }}>
            <CurriculumCard result={result} />
          </Box>
        ))}
      </Box>
    </DashboardPanel>
  );
}

function CurriculumCard({ result }: { result: CurriculumCards_ResultFragment }) {
  const { curriculum, achieved } = result;
  const url = curriculumUrl(curriculum.code);
  return (
    <Paper
      component="article"
      aria-label={`${curriculum.code} ${curriculum.name}`}
      variant="outlined"
      sx={(theme) => ({
        p: 2,
        height: '100%',
        ...(achieved && {
          borderColor: theme.palette.success.main,
          borderWidth: 2,
          bgcolor: alpha(theme.palette.success.main, 0.12),
        }),
      })}
    >
      <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5 }}>
        {curriculum.code}
      </Typography>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {curriculum.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Year Level: {yearLevelText(curriculum.yearLevel)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          {percentText(result.evaluation)}
        </Typography>
        {achieved ? (
          <Chip size="small" color="success" icon={<CheckCircleIcon aria-hidden />} label={REPORT_TEXTS.achieved} />
        ) : null}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {accuracyText(result.correct, result.answered)}
      </Typography>
      {url ? (
        <Link
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44 }}
        >
          {CURRICULUM_LINK_TEXT}
          <OpenInNewIcon fontSize="inherit" aria-hidden />
        </Link>
      ) : null}
    </Paper>
  );
}
