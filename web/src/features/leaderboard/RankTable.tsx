import { Avatar, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { LiveRankEntryFragment } from '../../generated/graphql';

export type RankEntry = LiveRankEntryFragment;

/**
 * A leaderboard table (spec 1 §2.7): rank, the portrait's initials, name and
 * score (the real score: correct answers). Scrolls inside its own box on a
 * narrow phone.
 */
export function RankTable({ label, entries }: { label: string; entries: readonly RankEntry[] }) {
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table aria-label={label} size="small">
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600, width: 64 }}>Rank</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>Name</TableCell>
            <TableCell sx={{ fontWeight: 600, width: 72 }} align="right">
              Score
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.userId} data-id={entry.userId}>
              <TableCell>{entry.rank}</TableCell>
              <TableCell>
                <span style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
                  <Avatar aria-hidden sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'primary.main' }}>
                    {entry.initials}
                  </Avatar>
                  {entry.name}
                </span>
              </TableCell>
              <TableCell align="right">{entry.score}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
