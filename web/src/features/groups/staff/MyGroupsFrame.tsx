import AddIcon from '@mui/icons-material/Add';
import { Button, Container, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { createGroupPath } from '../urls';

export const MY_GROUPS = 'My Groups';

/** The staff groups pages' frame: the "My Groups" heading, Create Group for those who may create, then the page. */
export function MyGroupsFrame({ mayCreate, children }: { mayCreate: boolean; children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {MY_GROUPS}
        </Typography>
        {mayCreate && (
          <Button component={RouterLink} to={createGroupPath} variant="contained" startIcon={<AddIcon />}>
            Create Group
          </Button>
        )}
      </Stack>
      {children}
    </Container>
  );
}
