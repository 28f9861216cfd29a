import { DOWNLOAD_TEXTS } from './downloadTexts';

/** Spec 2 §7: sendResult, a multipart form (file, emailTo, userName); 201 when accepted. */
export const SEND_RESULT_PATH = '/api/v1/email/send-result';

export interface EmailRequest {
  file: Blob;
  fileName: string;
  /** The caller's own address: the API sends nowhere else. */
  emailTo: string;
  /** The caller's name, for the e-mail's greeting. */
  userName: string;
}

export type EmailAnswer = { sent: true; email: string } | { sent: false; reason: string };

/** The contract's failure body: `{ error: { code, message } }`. */
async function failureMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    return typeof body.error?.message === 'string' ? body.error.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Hands a report to the API to e-mail (it queues it and answers at once).
 * A refusal's reason is the API's own message ("Invalid PDF file" for a 400
 * about the file, spec 2 §8), for "Sorry, Email is Not Sent Because of {reason}".
 */
export async function emailReport(request: EmailRequest, send: typeof fetch = fetch): Promise<EmailAnswer> {
  const form = new FormData();
  // The fields before the file: the API reads them first and can refuse without reading the file.
  form.append('emailTo', request.emailTo);
  form.append('userName', request.userName);
  form.append('file', request.file, request.fileName);
  let response: Response;
  try {
    response = await send(SEND_RESULT_PATH, { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    return { sent: false, reason: DOWNLOAD_TEXTS.connectionLost };
  }
  if (response.status === 201) {
    const body = (await response.json().catch(() => ({}))) as { email?: unknown };
    return { sent: true, email: typeof body.email === 'string' ? body.email : request.emailTo };
  }
  return { sent: false, reason: (await failureMessage(response)) ?? DOWNLOAD_TEXTS.serverRefused };
}
