import type { ComponentType } from 'react';
import type { GroupActions } from './GroupResultTable';
import type { ListTab } from './ListTabs';
import type { StudentActions, StudentRow } from './StudentResultTable';

/** The rows ticked: how many (on any page), and the ids of those on the page shown. */
export interface SelectedRows {
  count: number;
  ids: string[];
}

/** "N selected" and Download above a list, where the area downloads the rows ticked (the result area's). */
export interface ListDownloads {
  GroupsToolbar: ComponentType<SelectedRows>;
  StudentsToolbar: ComponentType<SelectedRows & { rows: readonly StudentRow[] }>;
}

/**
 * What differs between the result area's lists and the metrics area's (spec 2
 * §2): the same GROUP LIST, STUDENT LIST and group student list, with the
 * area's tabs and row buttons. Built for the caller's roles: it offers only
 * the tabs and buttons they may open (the server decides in the end).
 */
export interface ListArea {
  /** The tab pages' heading ("Results", "Metrics"). */
  heading: string;
  tabsLabel: string;
  tabs: readonly ListTab[];
  /** Where the area's GROUP LIST is (tab "groups"; the student lists are tab "students"). */
  groupsPath: string;
  GroupActions: GroupActions;
  StudentActions: StudentActions;
  /** Room for the student buttons in a wide table. */
  studentActionsWidth: number;
  /** What an empty STUDENT LIST says (noStudentsText: a teacher's lists their groups' students only). */
  noStudentsText: string;
  /** Rows can be ticked and their reports downloaded (the result area); none: no ticks. */
  downloads: ListDownloads | undefined;
}
