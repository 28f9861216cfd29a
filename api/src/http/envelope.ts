import { z } from 'zod';
import { MESSAGES } from '@portal/domain';

/** Every failure body: `{ error: { code, message, field? } }`. */
export const errorBody = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      field: z.string().optional(),
    }),
  })
  .meta({ id: 'ErrorBody' });

export type ErrorBody = z.infer<typeof errorBody>;

/** Every success body: `{ data: … }`. */
export function dataBody<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

export function errorJson(code: string, message: string, field?: string): ErrorBody {
  return { error: field === undefined ? { code, message } : { code, message, field } };
}

export const INTERNAL_MESSAGE: string = MESSAGES.generalFailure;

/** A list answer: `{ data: [...], total }`, where total counts every match before paging. */
export function listBody<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), total: z.number().int().describe('Every match, before paging') });
}
