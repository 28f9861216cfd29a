import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback, useState } from 'react';
import { useErrorReporter, type ErrorToast } from '../../../shared/graphql/operationHooks';

/** A refusal as the gateway words it: its code, the field the API named (if any) and the message without its prefix. */
export interface Refusal {
  code: string | undefined;
  field: string | undefined;
  message: string;
}

function refusalOf(error: unknown): Refusal | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const [first] = error.errors;
  if (!first?.message) return null;
  const code = typeof first.extensions?.['code'] === 'string' ? first.extensions['code'] : undefined;
  const field = typeof first.extensions?.['field'] === 'string' ? first.extensions['field'] : undefined;
  // The API prefixes a field's message with its name ("password: Invalid password"): the field says it already.
  const message =
    field && first.message.startsWith(`${field}: `) ? first.message.slice(field.length + 2) : first.message;
  return { code, field, message };
}

/**
 * A form's server refusals shown in the field they concern (issue 35), the
 * others as the toast says; nothing typed is touched. `place` says which field
 * a refusal concerns and what it shows there, or null for the toast.
 */
export function useServerFieldErrors<F extends string>(
  place: (refusal: Refusal) => { field: F; message: string } | null,
  toast: ErrorToast,
) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const report = useErrorReporter(toast);
  const fail = useCallback(
    (error: unknown) => {
      const refusal = refusalOf(error);
      const placed = refusal && place(refusal);
      if (placed) setErrors({ [placed.field]: placed.message } as Partial<Record<F, string>>);
      else if (error instanceof Error) report(error);
    },
    [place, report],
  );
  /** A field edited again: its refusal no longer applies. */
  const clear = useCallback(
    (field: F) =>
      setErrors((shown) => {
        if (!(field in shown)) return shown;
        const rest = { ...shown };
        delete rest[field];
        return rest;
      }),
    [],
  );
  return { errors, fail, clear, reset: useCallback(() => setErrors({}), []) };
}
