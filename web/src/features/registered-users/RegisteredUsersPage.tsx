import { Container, Stack, Typography } from '@mui/material';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useState } from 'react';
import { useRegisteredUsersPageQuery } from '../../generated/RegisteredUsersPage';
import { parseDateTime } from '../../shared/graphql/scalars';
import { useCursorPages } from '../../shared/ui/useCursorPages';
import { toDomainRoles } from '../people/roles';
import { registrationDay } from './registrationDay';
import { REGISTERED_USERS_PAGE_SIZES, RegisteredUsersGrid } from './RegisteredUsersGrid';

export const NO_USERS_YET = 'No one has registered yet.';
export const NO_USERS_THOSE_DAYS = 'No one registered in the days chosen: widen From and To to see more.';

/** Registered Users (spec 2 §2, root only): users of every school registered between two days. */
export function RegisteredUsersPage() {
  const [from, setFrom] = useState<Date | null>(null);
  const [to, setTo] = useState<Date | null>(null);
  const pages = useCursorPages(REGISTERED_USERS_PAGE_SIZES[0] ?? 10);
  const query = useRegisteredUsersPageQuery({
    variables: {
      dateFrom: registrationDay(from),
      dateTo: registrationDay(to),
      first: pages.model.pageSize,
      after: pages.after,
    },
  });
  const current = query.dataState === 'complete' ? query.data : undefined;
  const shown = current ?? query.previousData;
  const rows = (shown?.registeredUsers.edges ?? []).map(({ node: { school, ...node } }) => ({
    ...node,
    schoolName: school?.name ?? null,
    roles: toDomainRoles(node.roles),
    createdAt: parseDateTime(node.createdAt),
  }));

  const pick = (set: (date: Date | null) => void) => (date: Date | null) => {
    set(date);
    pages.reset();
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
          <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
            Registered Users
          </Typography>
          <DatePicker label="From" value={from} onChange={pick(setFrom)} maxDate={to ?? undefined} />
          <DatePicker label="To" value={to} onChange={pick(setTo)} minDate={from ?? undefined} />
        </Stack>
        <RegisteredUsersGrid
          rows={rows}
          rowCount={shown?.registeredUsers.totalCount ?? 0}
          loading={query.loading}
          pageModel={pages.model}
          onPageModelChange={(model) => pages.change(model, current?.registeredUsers.pageInfo.endCursor)}
          emptyText={from || to ? NO_USERS_THOSE_DAYS : NO_USERS_YET}
        />
      </Container>
    </LocalizationProvider>
  );
}
