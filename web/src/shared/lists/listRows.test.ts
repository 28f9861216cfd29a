// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { filterGroups, pageOf, selectedIds, sortGroups, type GroupRow } from './listRows';

const GROUPS: GroupRow[] = [
  { id: 'g1', name: 'Year 3 Explorers', studentCount: 8 },
  { id: 'g2', name: 'Year 5 Investigators', studentCount: 12 },
  { id: 'g3', name: 'after-school club', studentCount: 8 },
];
const ids = (rows: readonly { id: string }[]) => rows.map(({ id }) => id);

describe('the group list’s rows', () => {
  it('keeps the groups whose name holds the search, whatever its case; a blank search keeps them all', () => {
    expect(ids(filterGroups(GROUPS, '  EXPLOR '))).toEqual(['g1']);
    expect(ids(filterGroups(GROUPS, 'year'))).toEqual(['g1', 'g2']);
    expect(ids(filterGroups(GROUPS, '   '))).toEqual(['g1', 'g2', 'g3']);
  });

  it('sorts by name or by students, either way, and keeps the server’s order without a sort', () => {
    expect(ids(sortGroups(GROUPS, { field: 'name', direction: 'asc' }))).toEqual(['g3', 'g1', 'g2']);
    expect(ids(sortGroups(GROUPS, { field: 'name', direction: 'desc' }))).toEqual(['g2', 'g1', 'g3']);
    expect(ids(sortGroups(GROUPS, { field: 'studentCount', direction: 'asc' }))).toEqual(['g3', 'g1', 'g2']);
    expect(ids(sortGroups(GROUPS, { field: 'studentCount', direction: 'desc' }))).toEqual(['g2', 'g1', 'g3']);
    expect(ids(sortGroups(GROUPS, undefined))).toEqual(['g1', 'g2', 'g3']);
  });

  it('cuts the page shown', () => {
    expect(ids(pageOf(GROUPS, { page: 1, pageSize: 2 }))).toEqual(['g3']);
  });

  it('lists the selection in the table’s order', () => {
    expect(selectedIds(GROUPS, new Set(['g3', 'g1']))).toEqual(['g1', 'g3']);
  });
});
