import { Box, TextField } from '@mui/material';
import { MESSAGES, PAGE_SIZE_OPTIONS } from '@portal/domain';
import { useEffect, useState } from 'react';
import { useResultGroupsPageQuery } from '../../generated/ResultGroupsPage';
import { nodesOf } from '../graphql/connections';
import type { TableSort } from '../ui/ServerTable';
import type { PageModel } from '../ui/useCursorPages';
import { failureToast } from '../graphql/failureToast';
import { GroupResultTable } from './GroupResultTable';
import { filterGroups, pageOf, selectedIds, sortGroups } from './listRows';
import { NAME_MAX_LENGTH } from '@portal/domain/limits';
import { LIST_TEXTS } from './listText';
import type { ListArea } from './listArea';

/**
 * A GROUP LIST tab (spec 2 §2): every group the caller sees, searched by
 * name, sorted and paged here. `groups` has no name filter or order, and a
 * school's groups are few: they come a hundred a read, the rest (if any)
 * read on at once, as the assignments page does.
 */
export function GroupListPanel({ area }: { area: ListArea }) {
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<TableSort | undefined>(undefined);
  const [pageModel, setPageModel] = useState<PageModel>({ page: 0, pageSize: PAGE_SIZE_OPTIONS[0] });
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const query = useResultGroupsPageQuery({ errorToast: failureToast(MESSAGES.generalFailure) });
  const data = query.dataState === 'complete' ? query.data : undefined;
  const pageInfo = data?.groups.pageInfo;
  const { fetchMore } = query;

  useEffect(() => {
    if (!pageInfo?.hasNextPage) return;
    void fetchMore({
      variables: { after: pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        ...fetchMoreResult,
        groups: { ...fetchMoreResult.groups, edges: [...previous.groups.edges, ...fetchMoreResult.groups.edges] },
      }),
    }).catch(() => undefined);
  }, [pageInfo?.hasNextPage, pageInfo?.endCursor, fetchMore]);

  const matching = sortGroups(filterGroups(data ? nodesOf(data.groups) : [], filter), sort);
  const rows = pageOf(matching, pageModel);
  const toFirstPage = () => setPageModel((model) => ({ ...model, page: 0 }));

  return (
    <Box sx={{ minWidth: 0 }}>
      <TextField
        label="Search by group name"
        type="search"
        size="small"
        value={filter}
        onChange={(event) => {
          setFilter(event.target.value);
          toFirstPage();
        }}
        slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH } }}
        sx={{ mb: 2, width: { xs: '100%', sm: 320 } }}
      />
      {area.downloads ? <area.downloads.GroupsToolbar count={selected.size} ids={selectedIds(rows, selected)} /> : null}
      <GroupResultTable
        rows={rows}
        rowCount={matching.length}
        loading={query.loading}
        pageModel={pageModel}
        onPageModelChange={setPageModel}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          toFirstPage();
        }}
        selection={area.downloads ? { selected, onChange: setSelected } : undefined}
        Actions={area.GroupActions}
        emptyText={
          query.error && !data ? MESSAGES.generalFailure : filter.trim() ? LIST_TEXTS.noGroupsMatch : MESSAGES.noGroups
        }
      />
    </Box>
  );
}
