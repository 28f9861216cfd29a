import { Button, Link, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { DataGrid, type GridColDef, type GridRowSelectionModel, type GridSortModel } from '@mui/x-data-grid';
import type { Role } from '@portal/domain';
import { Link as RouterLink } from 'react-router-dom';
import type { PageModel } from '../../../shared/ui/useCursorPages';
import { RoleChips } from '../RoleChips';
import { userProfileUrl } from '../urls';

export interface PersonRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: Role[];
}

/** Spec 1 §9: tables page by 5, 10 or 25, 5 first. */
export const PEOPLE_PAGE_SIZES = [5, 10, 25];

/**
 * On a phone: one column holding the person (name leading to the profile,
 * e-mail, roles), so nothing scrolls sideways.
 */
const PERSON_COLUMN: GridColDef<PersonRow> = {
  field: 'person',
  headerName: 'Person',
  sortable: false,
  flex: 1,
  renderCell: ({ row, tabIndex }) => (
    <Stack spacing={0.5} sx={{ py: 1, minWidth: 0 }}>
      <Link component={RouterLink} to={userProfileUrl(row.id)} tabIndex={tabIndex} sx={{ fontWeight: 500 }}>
        {row.firstName} {row.lastName}
      </Link>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {row.email}
      </Typography>
      <RoleChips roles={row.roles} />
    </Stack>
  ),
};

const COLUMNS: GridColDef<PersonRow>[] = [
  { field: 'firstName', headerName: 'First Name', flex: 1, minWidth: 120 },
  { field: 'lastName', headerName: 'Last Name', flex: 1, minWidth: 120 },
  {
    field: 'roles',
    headerName: 'Role',
    sortable: false,
    flex: 1,
    minWidth: 160,
    renderCell: ({ row }) => <RoleChips roles={row.roles} />,
  },
  { field: 'email', headerName: 'Email', flex: 1.5, minWidth: 200 },
  {
    field: 'profile',
    headerName: 'Profile',
    sortable: false,
    width: 140,
    // The grid moves focus between cells itself; the link takes the cell's tab stop.
    renderCell: ({ row, tabIndex }) => (
      <Button component={RouterLink} to={userProfileUrl(row.id)} size="small" variant="outlined" tabIndex={tabIndex}>
        Edit Profile
      </Button>
    ),
  },
];

export interface PeopleGridProps {
  rows: PersonRow[];
  rowCount: number;
  loading: boolean;
  pageModel: PageModel;
  onPageModelChange(model: PageModel): void;
  sortModel: GridSortModel;
  onSortModelChange(model: GridSortModel): void;
  /** Rows have checkboxes: only for a user who may act on a selection (delete). */
  selectable: boolean;
  selected: ReadonlySet<string>;
  onSelectedChange(ids: Set<string>): void;
}

/** The "Registered Users" table of spec 1 §2.6; the server pages and sorts it. */
export function PeopleGrid({ selectable, selected, onSelectedChange, ...props }: PeopleGridProps) {
  const selection: GridRowSelectionModel = { type: 'include', ids: new Set(selected) };
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <DataGrid
      aria-label="Registered Users"
      columns={phone ? [PERSON_COLUMN] : COLUMNS}
      getRowHeight={phone ? () => 'auto' : undefined}
      rows={props.rows}
      rowCount={props.rowCount}
      loading={props.loading}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      pageSizeOptions={PEOPLE_PAGE_SIZES}
      paginationModel={props.pageModel}
      onPaginationModelChange={props.onPageModelChange}
      sortModel={props.sortModel}
      onSortModelChange={props.onSortModelChange}
      checkboxSelection={selectable}
      disableRowSelectionOnClick
      disableRowSelectionExcludeModel
      rowSelectionModel={selection}
      onRowSelectionModelChange={(model) => onSelectedChange(new Set([...model.ids].map(String)))}
      disableColumnMenu
      // A page holds at most 25 rows: render them all, which also lets jsdom tests see them.
      disableVirtualization
      sx={{ minHeight: 320 }}
    />
  );
}
