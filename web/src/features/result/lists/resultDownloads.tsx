import { useApolloClient } from '@apollo/client/react';
import type { ListDownloads, SelectedRows } from '../../../shared/lists/listArea';
import type { StudentRow } from '../../../shared/lists/StudentResultTable';
import { groupsDownload, MOST_RESULTS_PER_DOWNLOAD, studentsDownload } from './listDownloads';
import { SelectionToolbar } from './SelectionToolbar';

/** The GROUP LIST's selection: the ticked groups' reports, one PDF each, in a zip. */
function GroupsToolbar({ count, ids }: SelectedRows) {
  const client = useApolloClient();
  return (
    <SelectionToolbar count={count} most={MOST_RESULTS_PER_DOWNLOAD} download={() => groupsDownload(client, ids)} />
  );
}

/** The STUDENT LIST's selection: as the groups', one PDF per student. */
function StudentsToolbar({ count, ids, rows }: SelectedRows & { rows: readonly StudentRow[] }) {
  const client = useApolloClient();
  return (
    <SelectionToolbar
      count={count}
      most={MOST_RESULTS_PER_DOWNLOAD}
      download={() => studentsDownload(client, ids, rows)}
    />
  );
}

/** The result area's lists download the reports of the rows ticked (spec 2 §4). */
export const RESULT_DOWNLOADS: ListDownloads = { GroupsToolbar, StudentsToolbar };
