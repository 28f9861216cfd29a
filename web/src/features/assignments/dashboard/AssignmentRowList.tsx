import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { assignmentStatusColour, MESSAGES } from '@portal/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useToast } from '../../../shared/ui/ToastProvider';
import { downloadResultCsv } from '../progress/resultCsv';
import { useDates } from '../../../shared/dates/useDates';
import { viewAssignmentUrl } from '../urls';
import type { AssignmentRow } from './assignmentRows';

/**
 * The dashboard's assignments (spec 1 §2.8): each row its name, a tag per
 * realm among its activities, its due date, a status chip coloured as spec
 * 1 §4 says, View, and "Download csv" (the assignment's results) where the
 * page enables it: for staff who track results, whom alone the server
 * answers (spec 1 §2.8). On a phone a row's parts stack. None: "No ongoing
 * assignments".
 */
export function AssignmentRowList({ rows, mayDownload }: { rows: readonly AssignmentRow[]; mayDownload: boolean }) {
  const dates = useDates();
  const toast = useToast();
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = async (id: string) => {
    setDownloading(id);
    try {
      await downloadResultCsv(id);
    } catch (failure) {
      toast.error(failure instanceof Error ? failure.message : MESSAGES.noResultForAssignment);
    } finally {
      setDownloading(null);
    }
  };
  if (rows.length === 0) return <Typography color="text.secondary">{MESSAGES.noOngoingAssignments}</Typography>;
  return (
    <Paper variant="outlined" component="ul" aria-label="Assignments" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row, index) => (
        <Box
          component="li"
          key={row.id}
          sx={{ px: 2, py: 1.5, borderTop: index === 0 ? 0 : 1, borderColor: 'divider' }}
        >
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 1, sm: 2 }}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {row.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {row.groupName ? `${row.groupName} · ` : ''}Due {dates.dayTime(row.endDate)}
              </Typography>
              {row.realms.length > 0 ? (
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {row.realms.map((realm) => (
                    <Chip key={realm} label={realm} size="small" variant="outlined" />
                  ))}
                </Stack>
              ) : null}
            </Stack>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', flexShrink: 0, flexWrap: 'wrap' }}
            >
              <Chip label={row.status} color={assignmentStatusColour(row.status)} size="small" />
              <Button
                component={RouterLink}
                to={viewAssignmentUrl(row.id)}
                variant="outlined"
                size="small"
                aria-label={`View ${row.name}`}
              >
                View
              </Button>
              {mayDownload ? (
                <Button
                  variant="outlined"
                  size="small"
                  aria-label={`Download csv ${row.name}`}
                  disabled={downloading === row.id}
                  onClick={() => void download(row.id)}
                >
                  Download csv
                </Button>
              ) : null}
            </Stack>
          </Stack>
        </Box>
      ))}
    </Paper>
  );
}
