import { useAppQuery, type AppQueryOptions } from '../shared/graphql/operationHooks';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type * as Types from './graphql';


export const SignInCardSchoolDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SignInCardSchool"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"school"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"signInCardsEnabled"}}]}}]}}]} as unknown as DocumentNode<Types.SignInCardSchoolQuery, Types.SignInCardSchoolQueryVariables>;
export function useSignInCardSchoolQuery(options?: AppQueryOptions<Types.SignInCardSchoolQuery, Types.SignInCardSchoolQueryVariables>) {
  return useAppQuery(SignInCardSchoolDocument, options);
}
