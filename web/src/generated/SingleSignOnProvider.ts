import { useAppQuery, type AppQueryOptions } from '../shared/graphql/operationHooks';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type * as Types from './graphql';


export const SingleSignOnProviderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SingleSignOnProvider"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"singleSignOn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issuer"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<Types.SingleSignOnProviderQuery, Types.SingleSignOnProviderQueryVariables>;
export function useSingleSignOnProviderQuery(options?: AppQueryOptions<Types.SingleSignOnProviderQuery, Types.SingleSignOnProviderQueryVariables>) {
  return useAppQuery(SingleSignOnProviderDocument, options);
}
