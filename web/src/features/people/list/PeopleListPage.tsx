import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import KeyIcon from '@mui/icons-material/Key';
import HistoryIcon from '@mui/icons-material/History';
import SettingsIcon from '@mui/icons-material/Settings';
import { Button, Container, Stack, TextField, Typography } from '@mui/material';
import { can, MESSAGES } from '@portal/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { PeopleOrderField } from '../../../generated/graphql';
import { useDeleteUsersMutation } from '../../../generated/DeleteUsers';
import { usePeopleListPageQuery } from '../../../generated/PeopleListPage';
import { apiTokensPath } from '../../api-tokens/urls';
import { auditLogPath } from '../../audit/urls';
import { schoolSettingsPath } from '../../school/urls';
import { serverMessageFor } from '../../../shared/graphql/operationHooks';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { useToast } from '../../../shared/ui/ToastProvider';
import { useServerList } from '../../../shared/ui/useServerList';
import { toDomainRoles } from '../../../shared/roles/roles';
import { createAccountsPath } from '../urls';
import { PeopleTable } from './PeopleTable';

const SORT_FIELDS: Record<string, PeopleOrderField> = {
  firstName: 'FIRST_NAME',
  lastName: 'LAST_NAME',
  email: 'EMAIL',
};

/** People (spec 1 §2.6): the school's users, filtered by name, with bulk delete for those who may delete. */
export function PeopleListPage() {
  const toast = useToast();
  const list = useServerList();
  const { pages } = list;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const query = usePeopleListPageQuery({
    variables: {
      name: list.name,
      orderBy: list.orderBy(SORT_FIELDS, 'LAST_NAME'),
      first: pages.model.pageSize,
      after: pages.after,
    },
  });
  const current = query.dataState === 'complete' ? query.data : undefined;
  const shown = current ?? query.previousData;
  const [deleteUsers, deletion] = useDeleteUsersMutation({
    errorToast: serverMessageFor('BAD_USER_INPUT', 'FORBIDDEN', 'CONFLICT'),
    update(cache, { data }) {
      // The deleted users leave the cache (and every list holding them). The
      // pages of `people` are the server's order and count: dropping them makes
      // this page read its rows afresh, filled up from the next page.
      for (const id of data?.deleteUsers.deletedIds ?? [])
        cache.evict({ id: cache.identify({ __typename: 'User', id }) });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'people' });
      cache.gc();
    },
  });

  const askToDelete = () => {
    if (shown && selected.has(shown.me.id)) toast.error(MESSAGES.cannotDeleteYourself);
    else setConfirming(true);
  };

  const confirmDelete = async () => {
    try {
      await deleteUsers({ variables: { input: { userIds: [...selected] } } });
      setSelected(new Set());
      toast.success(MESSAGES.accountsDeleted);
    } catch {
      // The toast has said why; the selection stays for another try.
    } finally {
      setConfirming(false);
    }
  };

  // The signed-in user's roles, all of them: the buttons show what the server will allow.
  const roles = toDomainRoles(shown?.me.roles ?? []);
  const mayDelete = can(roles, 'deletePeople');
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          Registered Users
        </Typography>
        <TextField
          label="Search by name"
          type="search"
          size="small"
          value={list.search}
          onChange={(event) => list.onSearchChange(event.target.value)}
        />
        {mayDelete && (
          <Button color="error" startIcon={<DeleteIcon />} disabled={selected.size === 0} onClick={askToDelete}>
            Delete selected
          </Button>
        )}
        {/* Issue 16: the school's API tokens are reached from here, as Create Accounts is. */}
        {can(roles, 'manageApiTokens') && (
          <Button component={RouterLink} to={apiTokensPath} startIcon={<KeyIcon />}>
            API Tokens
          </Button>
        )}
        {/* Issue 29: the school's audit log, reached from here as the API tokens are. */}
        {can(roles, 'readAuditLog') && (
          <Button component={RouterLink} to={auditLogPath} startIcon={<HistoryIcon />}>
            Audit log
          </Button>
        )}
        {/* Issue 34: the school's time zone and locale, reached from here as the audit log is. */}
        {can(roles, 'manageSchool') && (
          <Button component={RouterLink} to={schoolSettingsPath} startIcon={<SettingsIcon />}>
            School Settings
          </Button>
        )}
        {can(roles, 'createAccounts') && (
          <Button component={RouterLink} to={createAccountsPath} variant="contained" startIcon={<AddIcon />}>
            Create Accounts
          </Button>
        )}
      </Stack>
      <PeopleTable
        rows={(shown?.people.edges ?? []).map(({ node }) => ({ ...node, roles: toDomainRoles(node.roles) }))}
        rowCount={shown?.people.totalCount ?? 0}
        loading={query.loading}
        pageModel={pages.model}
        onPageModelChange={(model) => pages.change(model, current?.people.pageInfo.endCursor)}
        sort={list.sort}
        onSortChange={list.onSortChange}
        selectable={mayDelete}
        selected={selected}
        onSelectedChange={setSelected}
      />
      <ConfirmDialog
        open={confirming}
        title="Delete accounts"
        text={MESSAGES.deleteAccountsWarning}
        confirmLabel="Delete"
        busy={deletion.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(false)}
      />
    </Container>
  );
}
