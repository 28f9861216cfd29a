import { List, ListItem, Typography } from '@mui/material';
import { gradeText } from '@portal/domain';
import type { GradeList_GradeFragment } from '../../../generated/graphql';
import { DashboardPanel } from '../../../shared/dashboard/DashboardPanel';
import { GradeFace } from './GradeFace';

export interface GradeListProps {
  title: string;
  /** In the fixed order of the topics or capabilities, as the gateway sends them. */
  grades: readonly GradeList_GradeFragment[];
  emptyText: string;
}

/** A student's topic or general capability grades (spec 2 §3): each item's name, its grade's face and its name on the rating scale, out of 5. */
export function GradeList({ title, grades, emptyText }: GradeListProps) {
  return (
    <DashboardPanel title={title} empty={grades.length === 0} emptyText={emptyText}>
      <List disablePadding>
        {grades.map(({ itemId, name, grade }) => (
          <ListItem
            key={itemId}
            disableGutters
            divider
            sx={{ justifyContent: 'space-between', gap: 2, alignItems: 'baseline' }}
          >
            <Typography sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>{name}</Typography>
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
              <GradeFace grade={grade} />
              {gradeText(grade)}
            </Typography>
          </ListItem>
        ))}
      </List>
    </DashboardPanel>
  );
}
