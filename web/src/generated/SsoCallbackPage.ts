import { useAppQuery, type AppQueryOptions } from '../shared/graphql/operationHooks';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type * as Types from './graphql';


export const SsoCallbackPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SsoCallbackPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"singleSignOn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SsoProviderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SsoProviderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SsoProvider"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issuer"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]} as unknown as DocumentNode<Types.SsoCallbackPageQuery, Types.SsoCallbackPageQueryVariables>;
export function useSsoCallbackPageQuery(options?: AppQueryOptions<Types.SsoCallbackPageQuery, Types.SsoCallbackPageQueryVariables>) {
  return useAppQuery(SsoCallbackPageDocument, options);
}
