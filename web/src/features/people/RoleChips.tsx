import { Chip, Stack, type ChipProps } from '@mui/material';
import type { Role } from '@portal/domain';
import { ROLE_LABEL } from './roles';

const COLOR: Record<Role, ChipProps['color']> = {
  root: 'error',
  admin: 'secondary',
  teacher: 'primary',
  student: 'success',
  parent: 'warning',
};

/** One chip per role a user holds (spec 1 §2.6). */
export function RoleChips({ roles }: { roles: readonly Role[] }) {
  return (
    <Stack direction="row" spacing={0.5} aria-label="Roles" component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {roles.map((role) => (
        <li key={role}>
          <Chip size="small" label={ROLE_LABEL[role]} color={COLOR[role]} variant="outlined" />
        </li>
      ))}
    </Stack>
  );
}
