import type { ErrorLike, OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { MESSAGES, type GraphQLErrorCode } from '@portal/domain';
import { useCallback, useEffect, useEffectEvent } from 'react';
import { useToast } from '../ui/ToastProvider';
import { describeError, PASSWORD_CHANGE_REQUIRED, UNAUTHENTICATED, type OperationError } from './errors';
import { usePasswordChange, useSessionExpiry } from './sessionExpiry';

/**
 * The one wrapper of Apollo's hooks. Every generated `useXQuery` and
 * `useXMutation` calls these, so a failure is reported the same way
 * everywhere (spec 1 §8: a failure shows an error toast) and an ended session
 * signs the user out locally, without each page remembering to.
 */

/** The toast text for a failure, or null for none. */
export type ErrorToast = (error: OperationError) => string | null;

export interface ErrorHandlingOptions {
  /** Chooses the toast; by default the generic failure text, and none for UNAUTHENTICATED. */
  errorToast?: ErrorToast;
}

export const defaultErrorToast: ErrorToast = ({ code }) => (code === UNAUTHENTICATED ? null : MESSAGES.generalFailure);

/** Shows the server's own message for these codes (falling back to the generic text), and the generic text otherwise. */
export function serverMessageFor(...codes: GraphQLErrorCode[]): ErrorToast {
  const named: readonly string[] = codes;
  return ({ code, message }) => (code && named.includes(code) && message) || MESSAGES.generalFailure;
}

/** Never toasts: for calls whose failure the page shows another way, or which spec 1 §8 tells us to swallow. */
export const noErrorToast: ErrorToast = () => null;

export type AppQueryOptions<TData, TVariables extends OperationVariables> = useQuery.Options<TData, TVariables> &
  ErrorHandlingOptions;

export type AppMutationOptions<TData, TVariables extends OperationVariables> = useMutation.Options<TData, TVariables> &
  ErrorHandlingOptions;

/**
 * Reports a failure as the generated hooks do (the toast, and sign-out for an
 * ended session): for an operation a page sends itself, on a click.
 */
export function useErrorReporter(errorToast: ErrorToast = defaultErrorToast) {
  const toast = useToast();
  const sessionExpired = useSessionExpiry();
  const { refused: passwordChangeRequired } = usePasswordChange();
  return useCallback(
    (error: ErrorLike) => {
      const described = describeError(error);
      if (described.code === UNAUTHENTICATED) sessionExpired();
      // Sent to Change Password, which says why: no toast besides.
      if (described.code === PASSWORD_CHANGE_REQUIRED) {
        passwordChangeRequired();
        return;
      }
      const text = errorToast(described);
      if (text) toast.error(text);
    },
    [errorToast, passwordChangeRequired, sessionExpired, toast],
  );
}

/*
 * Apollo's hook overloads cannot be resolved while TVariables is still generic
 * (their variables argument is a conditional type); these are the signatures
 * Apollo documents for them, which is all this wrapper needs. Callers keep
 * full types: the generated hooks pass concrete TData and TVariables.
 */
type UseQuery = <TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  options: useQuery.Options<TData, TVariables>,
) => useQuery.Result<TData, TVariables>;
type UseMutation = <TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  options: useMutation.Options<TData, TVariables>,
) => useMutation.ResultTuple<TData, TVariables>;

export function useAppQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  options?: AppQueryOptions<TData, TVariables>,
): useQuery.Result<TData, TVariables> {
  const { errorToast, ...apolloOptions } = options ?? {};
  // The generated hook makes `options` required whenever the query has required variables.
  const result = (useQuery as UseQuery)(query, apolloOptions as useQuery.Options<TData, TVariables>);
  const report = useErrorReporter(errorToast);
  const onError = useEffectEvent(report);
  useEffect(() => {
    if (result.error) onError(result.error);
  }, [result.error]);
  return result;
}

/**
 * Like Apollo's `useMutation`: the mutate function still rejects on failure,
 * so the page can react (mark fields invalid); the toast is already shown.
 */
export function useAppMutation<TData, TVariables extends OperationVariables>(
  mutation: TypedDocumentNode<TData, TVariables>,
  options?: AppMutationOptions<TData, TVariables>,
): useMutation.ResultTuple<TData, TVariables> {
  const { errorToast, onError, ...apolloOptions } = options ?? {};
  const report = useErrorReporter(errorToast);
  return (useMutation as UseMutation)(mutation, {
    ...apolloOptions,
    onError: (error, clientOptions) => {
      report(error);
      onError?.(error, clientOptions);
    },
  });
}
