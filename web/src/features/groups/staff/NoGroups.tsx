import { Paper, Typography } from '@mui/material';

/** Spec 1 §2.7: with no groups yet, the page explains what groups are (the Create Group button is the frame's). */
export function NoGroups({ mayCreate }: { mayCreate: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        No groups yet
      </Typography>
      <Typography sx={{ mb: 1 }}>
        A group is a class of students. Give it a name, add its students, and then give the group assignments: every
        student of the group gets them, and you follow their progress and results group by group.
      </Typography>
      <Typography color="text.secondary">
        {mayCreate
          ? 'Create your first group with Create Group. You can invite other teachers to co-own it.'
          : 'You have no groups to show.'}
      </Typography>
    </Paper>
  );
}
