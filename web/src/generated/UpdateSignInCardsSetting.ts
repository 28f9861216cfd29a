import { useAppMutation, type AppMutationOptions } from '../shared/graphql/operationHooks';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type * as Types from './graphql';


export const UpdateSignInCardsSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSignInCardsSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSchool"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"signInCardsEnabled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"enabled"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"signInCardsEnabled"}}]}}]}}]} as unknown as DocumentNode<Types.UpdateSignInCardsSettingMutation, Types.UpdateSignInCardsSettingMutationVariables>;
export function useUpdateSignInCardsSettingMutation(options?: AppMutationOptions<Types.UpdateSignInCardsSettingMutation, Types.UpdateSignInCardsSettingMutationVariables>) {
  return useAppMutation(UpdateSignInCardsSettingDocument, options);
}
