import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { fullName } from './groupText';

/** A plain list of rows (people to add or remove, owners, groups): a `ul` with no bullets. */
export function RowList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children}
    </Box>
  );
}

export interface ListRowProps {
  primary: ReactNode;
  secondary: ReactNode;
  /** The row's button, at its end. */
  action: ReactNode;
  /** Vertical padding, in theme spacing. */
  py?: number;
  strong?: boolean;
}

/** One row of a RowList: two lines of text that wrap anywhere (e-mail addresses on a phone) and an action. */
export function ListRow({ primary, secondary, action, py = 1, strong = false }: ListRowProps) {
  return (
    <Stack
      component="li"
      direction="row"
      spacing={strong ? 2 : 1}
      sx={{ alignItems: 'center', py, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ overflowWrap: 'anywhere', ...(strong ? { fontWeight: 500 } : {}) }}>{primary}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {secondary}
        </Typography>
      </Box>
      {action}
    </Stack>
  );
}

interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

/** A person's row: their name (and `note`, such as "(you)") over their e-mail address. */
export function PersonRow({
  person,
  note = '',
  action,
  py,
}: {
  person: Person;
  note?: string;
  action: ReactNode;
  py?: number;
}) {
  return <ListRow primary={`${fullName(person)}${note}`} secondary={person.email} action={action} py={py} />;
}
