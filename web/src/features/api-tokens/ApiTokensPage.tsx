import type { ApolloCache } from '@apollo/client';
import AddIcon from '@mui/icons-material/Add';
import { Button, Container, Stack, Typography } from '@mui/material';
import { API_TOKEN_ROLES, type ApiTokenRole, PAGE_SIZE_OPTIONS } from '@portal/domain';
import { useEffect, useState } from 'react';
import type { ApiTokenRole as GraphQLApiTokenRole } from '../../generated/graphql';
import { useApiTokensPageQuery } from '../../generated/ApiTokensPage';
import { useCreateApiTokenMutation } from '../../generated/CreateApiToken';
import { useRevokeApiTokenMutation } from '../../generated/RevokeApiToken';
import { serverMessageFor } from '../../shared/graphql/operationHooks';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { useToast } from '../../shared/ui/ToastProvider';
import { useCursorPages } from '../../shared/ui/useCursorPages';
import { toDomainRoles } from '../../shared/roles/roles';
import { API_TOKEN_TEXTS, revokeQuestion } from './apiTokenTexts';
import { ApiTokensTable, type ApiTokenRow } from './ApiTokensTable';
import { CreateApiTokenDialog, type NewTokenInput } from './CreateApiTokenDialog';

/*
 * The pages of `apiTokens` are the server's order (oldest first) and count:
 * a token made or revoked drops them, so the page on screen reads its rows
 * afresh, as deleting people drops the pages of `people`.
 */
function dropTokenPages(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'apiTokens' });
  cache.gc();
}

const GRAPHQL_TOKEN_ROLE: Record<ApiTokenRole, GraphQLApiTokenRole> = { admin: 'ADMIN', teacher: 'TEACHER' };

/** API Tokens (issue 16, admin): the school's tokens for other systems; create one, shown once, or revoke one. */
export function ApiTokensPage() {
  const toast = useToast();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiTokenRow | null>(null);
  const pages = useCursorPages(PAGE_SIZE_OPTIONS[0]);
  const query = useApiTokensPageQuery({ variables: { first: pages.model.pageSize, after: pages.after } });
  const current = query.dataState === 'complete' ? query.data : undefined;
  const shown = current ?? query.previousData;

  const [createApiToken, creation] = useCreateApiTokenMutation({
    errorToast: serverMessageFor('BAD_USER_INPUT', 'FORBIDDEN', 'CONFLICT'),
    update: dropTokenPages,
  });
  const [revokeApiToken, revocation] = useRevokeApiTokenMutation({
    errorToast: serverMessageFor('NOT_FOUND', 'FORBIDDEN'),
    update(cache, { data }) {
      if (data) cache.evict({ id: cache.identify({ __typename: 'ApiToken', id: data.revokeApiToken.id }) });
      dropTokenPages(cache);
    },
  });

  // The last token of a later page revoked: show the page before rather than an empty one.
  const emptyLaterPage = current !== undefined && current.apiTokens.edges.length === 0 && pages.model.page > 0;
  useEffect(() => {
    if (emptyLaterPage) pages.reset();
  }, [emptyLaterPage, pages]);

  // Only the roles the admin holds: the server refuses a token acting with any other.
  const held = toDomainRoles(shown?.me.roles ?? []);
  const roleChoices = API_TOKEN_ROLES.filter((role) => held.includes(role));

  const create = async ({ name, role, lifetimeDays }: NewTokenInput) => {
    const { data } = await createApiToken({
      variables: { input: { name, role: GRAPHQL_TOKEN_ROLE[role], lifetimeDays } },
    });
    if (!data) throw new Error('createApiToken answered no token');
    // No toast: the dialog turning to the token says it was made.
    return data.createApiToken.token;
  };

  const confirmRevoke = async (token: ApiTokenRow) => {
    try {
      await revokeApiToken({ variables: { id: token.id } });
      toast.success(API_TOKEN_TEXTS.revoked);
    } catch {
      // The toast has said why; the row stays.
    } finally {
      setRevoking(null);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {API_TOKEN_TEXTS.heading}
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setCreating(true)}
          disabled={roleChoices.length === 0}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}
        >
          {API_TOKEN_TEXTS.createToken}
        </Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {API_TOKEN_TEXTS.intro}
      </Typography>
      <ApiTokensTable
        rows={(shown?.apiTokens.edges ?? []).map(({ node }) => node)}
        rowCount={shown?.apiTokens.totalCount ?? 0}
        loading={query.loading}
        pageModel={pages.model}
        onPageModelChange={(model) => pages.change(model, current?.apiTokens.pageInfo.endCursor)}
        onRevoke={setRevoking}
      />
      <CreateApiTokenDialog
        open={creating}
        roleChoices={roleChoices}
        creating={creation.loading}
        onCreate={create}
        onClose={() => setCreating(false)}
      />
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke API token"
        text={revoking ? revokeQuestion(revoking.name) : ''}
        confirmLabel="Revoke"
        busy={revocation.loading}
        onConfirm={() => revoking && void confirmRevoke(revoking)}
        onCancel={() => setRevoking(null)}
      />
    </Container>
  );
}
