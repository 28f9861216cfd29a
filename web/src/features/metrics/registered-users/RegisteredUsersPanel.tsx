import { Box, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useRegisteredUsersPageQuery } from '../../../generated/RegisteredUsersPage';
import { parseDateTime } from '../../../shared/graphql/scalars';
import { TextInput } from '../../../shared/ui/TextInput';
import { useCursorPages } from '../../../shared/ui/useCursorPages';
import { toDomainRoles } from '../../../shared/roles/roles';
import { registrationDay } from './registrationDay';
import { REGISTERED_USERS_PAGE_SIZES, RegisteredUsersGrid } from './RegisteredUsersGrid';

export const NO_USERS_YET = 'No one has registered yet.';
export const NO_USERS_THOSE_DAYS = 'No one registered in the days chosen: widen From and To to see more.';

/**
 * Registered Users (spec 2 §2, root only): users of every school registered
 * between two days; a tab of the metrics area, which frames it. The days are the browser's own date fields, which every
 * phone knows how to pick, at a fraction of a date picker's code (issue 9).
 */
export function RegisteredUsersPanel() {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [showIds, setShowIds] = useState(false);
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

  const pick = (set: (day: string) => void) => (day: string) => {
    set(day);
    pages.reset();
  };

  return (
    <Box sx={{ minWidth: 0 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
        <Typography variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          Registered Users
        </Typography>
        <TextInput
          label="From"
          type="date"
          shrinkLabel
          value={from}
          inputProps={{ max: to || undefined }}
          onChange={(event) => pick(setFrom)(event.target.value)}
        />
        <TextInput
          label="To"
          type="date"
          shrinkLabel
          value={to}
          inputProps={{ min: from || undefined }}
          onChange={(event) => pick(setTo)(event.target.value)}
        />
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={showIds} onChange={(event) => setShowIds(event.target.checked)} />}
        label="Show user ids"
      />
      <RegisteredUsersGrid
        rows={rows}
        rowCount={shown?.registeredUsers.totalCount ?? 0}
        loading={query.loading}
        pageModel={pages.model}
        onPageModelChange={(model) => pages.change(model, current?.registeredUsers.pageInfo.endCursor)}
        showIds={showIds}
        emptyText={from || to ? NO_USERS_THOSE_DAYS : NO_USERS_YET}
      />
    </Box>
  );
}
