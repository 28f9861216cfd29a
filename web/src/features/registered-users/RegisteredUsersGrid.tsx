import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import type { Role } from '@portal/domain';
import { format } from 'date-fns';
import type { PageModel } from '../../shared/ui/useCursorPages';
import { RoleChips } from '../people/RoleChips';

export interface RegisteredUserRow {
  id: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  email: string;
  schoolName: string | null;
  createdAt: Date;
}

/** Spec 2 §2: 10, 20 or 30 a page, 10 first. */
export const REGISTERED_USERS_PAGE_SIZES = [10, 20, 30];

const COLUMNS: GridColDef<RegisteredUserRow>[] = [
  { field: 'firstName', headerName: 'First Name', flex: 1, minWidth: 110 },
  { field: 'lastName', headerName: 'Last Name', flex: 1, minWidth: 110 },
  {
    field: 'roles',
    headerName: 'Role',
    flex: 1,
    minWidth: 150,
    renderCell: ({ row }) => <RoleChips roles={row.roles} />,
  },
  { field: 'email', headerName: 'Email', flex: 1.5, minWidth: 200 },
  { field: 'id', headerName: 'User Id', flex: 1, minWidth: 120 },
  { field: 'schoolName', headerName: 'School', flex: 1, minWidth: 140 },
  {
    field: 'createdAt',
    headerName: 'Registered',
    width: 150,
    valueFormatter: (value: Date | null) => (value ? format(value, 'PPP') : ''),
  },
];

export interface RegisteredUsersGridProps {
  rows: RegisteredUserRow[];
  rowCount: number;
  loading: boolean;
  pageModel: PageModel;
  onPageModelChange(model: PageModel): void;
}

/** Root's list of users of every school, paged by the server. */
export function RegisteredUsersGrid(props: RegisteredUsersGridProps) {
  return (
    <DataGrid
      aria-label="Registered users"
      columns={COLUMNS}
      rows={props.rows}
      rowCount={props.rowCount}
      loading={props.loading}
      paginationMode="server"
      pageSizeOptions={REGISTERED_USERS_PAGE_SIZES}
      paginationModel={props.pageModel}
      onPaginationModelChange={props.onPageModelChange}
      disableColumnSorting
      disableColumnMenu
      disableRowSelectionOnClick
      // At most 30 rows a page: render them all, which also lets jsdom tests see them.
      disableVirtualization
      sx={{ minHeight: 400 }}
    />
  );
}
