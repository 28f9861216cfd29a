import { Box, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { REGISTERED_USERS_TEXTS } from '@portal/domain/metrics-texts';
import { useRegisteredUsersPageQuery } from '../../../generated/RegisteredUsersPage';
import { serverMessageFor } from '../../../shared/graphql/operationHooks';
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
  const dateFrom = registrationDay(from);
  const dateTo = registrationDay(to);
  // A reversed range is refused here, in the API's words, before anything is asked.
  const reversed = dateFrom !== undefined && dateTo !== undefined && dateFrom > dateTo;
  const query = useRegisteredUsersPageQuery({
    variables: { dateFrom, dateTo, first: pages.model.pageSize, after: pages.after },
    skip: reversed,
    // Should the server still refuse the days, its reason is shown rather than "Operation failed".
    errorToast: serverMessageFor('BAD_USER_INPUT'),
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
          error={reversed}
          helperText={reversed ? REGISTERED_USERS_TEXTS.reversedRange : undefined}
        />
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={showIds} onChange={(event) => setShowIds(event.target.checked)} />}
        label="Show user ids"
      />
      <RegisteredUsersGrid
        rows={reversed ? [] : rows}
        rowCount={reversed ? 0 : (shown?.registeredUsers.totalCount ?? 0)}
        loading={query.loading}
        pageModel={pages.model}
        onPageModelChange={(model) => pages.change(model, current?.registeredUsers.pageInfo.endCursor)}
        showIds={showIds}
        emptyText={from || to ? NO_USERS_THOSE_DAYS : NO_USERS_YET}
      />
    </Box>
  );
}
