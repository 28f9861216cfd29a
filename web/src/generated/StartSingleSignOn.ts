import { useAppMutation, type AppMutationOptions } from '../shared/graphql/operationHooks';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type * as Types from './graphql';


export const StartSingleSignOnDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartSingleSignOn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startSingleSignOn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nonce"}}]}}]}}]} as unknown as DocumentNode<Types.StartSingleSignOnMutation, Types.StartSingleSignOnMutationVariables>;
export function useStartSingleSignOnMutation(options?: AppMutationOptions<Types.StartSingleSignOnMutation, Types.StartSingleSignOnMutationVariables>) {
  return useAppMutation(StartSingleSignOnDocument, options);
}
