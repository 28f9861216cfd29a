import { useAppQuery, type AppQueryOptions } from '../shared/graphql/operationHooks';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type * as Types from './graphql';


export const SchoolSettingsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SchoolSettingsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"school"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"signInCardsEnabled"}}]}}]}}]} as unknown as DocumentNode<Types.SchoolSettingsPageQuery, Types.SchoolSettingsPageQueryVariables>;
export function useSchoolSettingsPageQuery(options?: AppQueryOptions<Types.SchoolSettingsPageQuery, Types.SchoolSettingsPageQueryVariables>) {
  return useAppQuery(SchoolSettingsPageDocument, options);
}
