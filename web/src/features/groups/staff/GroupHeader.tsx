import EditIcon from '@mui/icons-material/Edit';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import { Button, Stack, Typography } from '@mui/material';
import { generatePath, Link as RouterLink } from 'react-router-dom';
import { editGroupPath, leaderboardPath } from '../urls';
import { PrintSignInCardsButton } from '../sign-in-cards/PrintSignInCardsButton';
import { DeleteGroupButton } from './DeleteGroupButton';
import { OwnerTag } from './OwnerTag';

export interface GroupHeaderProps {
  group: {
    id: string;
    name: string;
    yearLevel?: number | null;
    studentCount: number;
    viewerMayManage: boolean;
  };
  owners: readonly { id: string; firstName: string; lastName: string }[];
  /** Whether the viewer's roles print sign-in cards (printSignInCards); on a group they manage only. */
  mayPrintCards?: boolean;
}

const students = (count: number) => `${count} ${count === 1 ? 'student' : 'students'}`;

/**
 * The group's name, year and size, its owner tag, LEADERBOARD for everyone
 * who sees the group (the leaderboard reads what the group page reads; issue
 * 35), and Edit Group and DELETE GROUP for those who may (spec 1 §2.7), and
 * Print sign-in cards for those who may print them (issue 36).
 */
export function GroupHeader({ group, owners, mayPrintCards = false }: GroupHeaderProps) {
  const facts = [group.yearLevel == null ? null : `Year ${group.yearLevel}`, students(group.studentCount)];
  return (
    <Stack spacing={1.5} sx={{ mb: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {group.name}
          </Typography>
          <Typography color="text.secondary">{facts.filter(Boolean).join(' · ')}</Typography>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={generatePath(leaderboardPath, { groupId: group.id })}
            variant="outlined"
            startIcon={<LeaderboardIcon />}
          >
            LEADERBOARD
          </Button>
          {group.viewerMayManage && (
            <Button
              component={RouterLink}
              to={generatePath(editGroupPath, { groupId: group.id })}
              variant="outlined"
              startIcon={<EditIcon />}
            >
              Edit Group
            </Button>
          )}
          {group.viewerMayManage && mayPrintCards && (
            <PrintSignInCardsButton groupId={group.id} groupName={group.name} />
          )}
          {group.viewerMayManage && <DeleteGroupButton groupId={group.id} groupName={group.name} />}
        </Stack>
      </Stack>
      <OwnerTag owners={owners} />
    </Stack>
  );
}
