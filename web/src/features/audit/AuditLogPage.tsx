import { useApolloClient } from '@apollo/client/react';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Container, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { AUDIT_MESSAGES, LARGEST_PAGE, PAGE_SIZE_OPTIONS } from '@portal/domain';
import { useState } from 'react';
import type { AuditKind } from '../../generated/graphql';
import { AuditLogExportDocument } from '../../generated/AuditLogExport';
import { useAuditLogPageQuery } from '../../generated/AuditLogPage';
import { useSchoolClock } from '../../shared/dates/schoolClock';
import { saveCsvFile } from '../../shared/files/saveFile';
import { useToast } from '../../shared/ui/ToastProvider';
import { useCursorPages } from '../../shared/ui/useCursorPages';
import { auditCsvName, auditLogCsv, type AuditEntry } from './auditCsv';
import { AUDIT_KIND_CHOICES } from './auditKinds';
import { AuditLogTable } from './AuditLogTable';
import { AuditPersonFilter, type AuditPerson } from './AuditPersonFilter';

/** Audit Log (issue 29, admin): who changed what of whose record, filtered by kind and person, paged, as CSV. */
export function AuditLogPage() {
  const client = useApolloClient();
  const toast = useToast();
  const clock = useSchoolClock();
  const [kind, setKind] = useState<AuditKind | ''>('');
  const [person, setPerson] = useState<AuditPerson | null>(null);
  const [exporting, setExporting] = useState(false);
  const pages = useCursorPages(PAGE_SIZE_OPTIONS[0]);
  const filter = { kind: kind || undefined, personId: person?.id };
  const query = useAuditLogPageQuery({
    variables: { ...filter, first: pages.model.pageSize, after: pages.after },
    // The log grows with every staff write: each visit reads it afresh.
    fetchPolicy: 'cache-and-network',
  });
  const current = query.dataState === 'complete' ? query.data : undefined;
  const shown = current ?? query.previousData;

  /** Every entry the filter matches, every page of it, as a CSV download. */
  const exportCsv = async () => {
    setExporting(true);
    try {
      const entries: AuditEntry[] = [];
      let after: string | null | undefined;
      for (;;) {
        const { data } = await client.query({
          query: AuditLogExportDocument,
          variables: { ...filter, first: LARGEST_PAGE, after },
          fetchPolicy: 'network-only',
        });
        if (!data) throw new Error('the audit log answered no page');
        entries.push(...data.auditLog.edges.map(({ node }) => node));
        if (!data.auditLog.pageInfo.hasNextPage) break;
        after = data.auditLog.pageInfo.endCursor;
      }
      saveCsvFile(auditLogCsv(entries), auditCsvName(clock));
    } catch {
      toast.error(AUDIT_MESSAGES.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {AUDIT_MESSAGES.pageTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {AUDIT_MESSAGES.pageIntro}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label="Kind"
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as AuditKind | '');
            pages.reset();
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{AUDIT_MESSAGES.allKinds}</MenuItem>
          {AUDIT_KIND_CHOICES.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
        <AuditPersonFilter
          value={person}
          onChange={(chosen) => {
            setPerson(chosen);
            pages.reset();
          }}
        />
        <Button
          startIcon={<DownloadIcon />}
          onClick={() => void exportCsv()}
          disabled={exporting || (shown?.auditLog.totalCount ?? 0) === 0}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, ml: { sm: 'auto' } }}
        >
          {AUDIT_MESSAGES.exportCsv}
        </Button>
      </Stack>
      <AuditLogTable
        rows={(shown?.auditLog.edges ?? []).map(({ cursor, node }) => ({ ...node, id: cursor }))}
        rowCount={shown?.auditLog.totalCount ?? 0}
        loading={query.loading}
        pageModel={pages.model}
        onPageModelChange={(model) => pages.change(model, current?.auditLog.pageInfo.endCursor)}
      />
    </Container>
  );
}
