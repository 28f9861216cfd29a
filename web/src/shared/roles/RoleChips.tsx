import { Chip, Stack } from '@mui/material';
import type { Role } from '@portal/domain';
import { ROLE_LABEL } from './roles';

/*
 * Each role's colour, for the chip's text and border. Fixed rather than the
 * theme's palette: the theme's warning orange and the staff secondary teal
 * read at 3.1:1 and 4.3:1 on white, under WCAG's 4.5:1 for text (issue 9),
 * and the student theme's secondary is lighter still. Each of these reads at
 * 4.8:1 or more on white and on a grid's hovered or selected row.
 */
const COLOUR: Record<Role, string> = {
  root: '#c62828',
  admin: '#00695c',
  teacher: '#1565c0',
  student: '#256b29',
  parent: '#a84300',
};

/** One chip per role a user holds (spec 1 §2.6). */
export function RoleChips({ roles }: { roles: readonly Role[] }) {
  return (
    <Stack direction="row" spacing={0.5} aria-label="Roles" component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {roles.map((role) => (
        <li key={role}>
          <Chip
            size="small"
            label={ROLE_LABEL[role]}
            variant="outlined"
            sx={{ color: COLOUR[role], borderColor: COLOUR[role] }}
          />
        </li>
      ))}
    </Stack>
  );
}
