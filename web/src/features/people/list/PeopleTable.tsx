import { Button, Link, Stack, Typography } from '@mui/material';
import type { Role } from '@portal/domain';
import { Link as RouterLink } from 'react-router-dom';
import { PAGE_SIZE_OPTIONS } from '@portal/domain';
import { ServerTable, type ServerColumn, type TableSort } from '../../../shared/ui/ServerTable';
import type { PageModel } from '../../../shared/ui/useCursorPages';
import { RoleChips } from '../../../shared/roles/RoleChips';
import { userProfileUrl } from '../urls';
import { useNarrowerThan } from '../../../shared/ui/usePhoneLayout';

export interface PersonRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: Role[];
}

/**
 * On a phone: one column holding the person (name leading to the profile,
 * e-mail, roles), so nothing scrolls sideways. Its width is the window's:
 * a long e-mail address breaks anywhere rather than widening it.
 */
const PERSON_COLUMN: ServerColumn<PersonRow> = {
  field: 'person',
  header: 'Person',
  render: (row) => (
    <Stack spacing={0.5} sx={{ py: 0.5, minWidth: 0 }}>
      <Link component={RouterLink} to={userProfileUrl(row.id)} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {row.firstName} {row.lastName}
      </Link>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {row.email}
      </Typography>
      <RoleChips roles={row.roles} />
    </Stack>
  ),
};

const COLUMNS: ServerColumn<PersonRow>[] = [
  { field: 'firstName', header: 'First Name', sortable: true, minWidth: 120, render: (row) => row.firstName },
  { field: 'lastName', header: 'Last Name', sortable: true, minWidth: 120, render: (row) => row.lastName },
  { field: 'roles', header: 'Role', minWidth: 160, render: (row) => <RoleChips roles={row.roles} /> },
  { field: 'email', header: 'Email', sortable: true, minWidth: 200, render: (row) => row.email },
  {
    field: 'profile',
    header: 'Profile',
    width: 140,
    render: (row) => (
      <Button component={RouterLink} to={userProfileUrl(row.id)} size="small" variant="outlined">
        Edit Profile
      </Button>
    ),
  },
];

export interface PeopleTableProps {
  rows: PersonRow[];
  rowCount: number;
  loading: boolean;
  pageModel: PageModel;
  onPageModelChange(model: PageModel): void;
  sort: TableSort | undefined;
  onSortChange(sort: TableSort | undefined): void;
  /** Rows have checkboxes: only for a user who may act on a selection (delete). */
  selectable: boolean;
  selected: ReadonlySet<string>;
  onSelectedChange(ids: Set<string>): void;
}

/** The "Registered Users" table of spec 1 §2.6; the server pages and sorts it. */
export function PeopleTable({ selectable, selected, onSelectedChange, ...props }: PeopleTableProps) {
  const phone = useNarrowerThan('sm');
  return (
    <ServerTable
      label="Registered Users"
      columns={phone ? [PERSON_COLUMN] : COLUMNS}
      pageSizes={PAGE_SIZE_OPTIONS}
      emptyText="No rows"
      selection={selectable ? { selected, onChange: onSelectedChange } : undefined}
      {...props}
    />
  );
}
