import { useAppQuery, type AppQueryOptions } from '../shared/graphql/operationHooks';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type * as Types from './graphql';


export const ReportSenderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportSender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]} as unknown as DocumentNode<Types.ReportSenderQuery, Types.ReportSenderQueryVariables>;
export function useReportSenderQuery(options?: AppQueryOptions<Types.ReportSenderQuery, Types.ReportSenderQueryVariables>) {
  return useAppQuery(ReportSenderDocument, options);
}
