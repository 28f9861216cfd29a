/**
 * The API's own answers about the send's form (the texts a user reads about
 * the file, the address and the limits are RESULT_SPEC_TEXTS and the functions
 * beside them in `@portal/domain/result-texts`).
 */
export const EMAIL_MESSAGES = {
  fileMissing: 'Attach the result as a file (a PDF, or a zip of PDFs)',
  oneFileOnly: 'Attach one file only',
  unexpectedField: 'Not a field of this form (file, emailTo, userName)',
  repeatedField: 'Send this field once',
  unreadableForm:
    'Send the result as a multipart form (multipart/form-data) with the fields file, emailTo and userName',
} as const;
