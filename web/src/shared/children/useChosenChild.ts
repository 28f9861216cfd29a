import { useEffect, useState } from 'react';
import { useParentChildrenQuery } from '../../generated/ParentChildren';
import { nodesOf } from '../graphql/connections';
import type { ErrorToast } from '../graphql/operationHooks';
import { chosenChild, readRememberedChild, rememberChild } from './rememberedChild';

/**
 * A parent's children and the one chosen (spec 2 §4), shared by the result
 * and metrics pages: the choice is kept in session storage, so a reload shows
 * the same child, and a child no longer linked gives way to the first one
 * with work (else the first).
 */
export function useChosenChild(errorToast: ErrorToast) {
  const query = useParentChildrenQuery({ errorToast });
  const [picked, setPicked] = useState(readRememberedChild);
  const children =
    query.dataState === 'complete'
      ? nodesOf(query.data.me.children).map(({ id, firstName, progress }) => ({
          id,
          firstName,
          // "Work": any attempt yet, so the result and metrics pages have something to show.
          hasWork: progress.totalCount > 0,
        }))
      : undefined;
  const child = children && chosenChild(children, picked);

  // Remembered after the first fetch, the first child included when none was chosen yet.
  const childId = child?.id;
  useEffect(() => {
    if (childId) rememberChild(childId);
  }, [childId]);

  return { query, children, child, choose: setPicked };
}
