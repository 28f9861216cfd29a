/**
 * Spec 2 texts of the result and evaluation pages (§2, §5, §8), quoted as the
 * spec words them: a subpath of their own (`@portal/domain/result-texts`)
 * rather than MESSAGES, which every first visit loads (issue 9: 200 kB).
 */
export const RESULT_SPEC_TEXTS = {
  /** Spec 2 §2: the list tabs (the metrics area has them too). */
  groupList: 'GROUP LIST',
  studentList: 'STUDENT LIST',
  /** Spec 2 §4 and §5: an evaluation lacks a grade for some item (the API refuses it with this text too). */
  addAllEvaluations: 'Please add all the evaluations',
  /** Spec 2 §8: the evaluation page's success texts (spelled as the spec spells them). */
  topicGradesUpdated: "Updated student's topic grades successfully!",
  capabilityGradesUpdated: "Updated student's general capability grades successfully!",
  /** Issue 35 rewords the spec's "Added you comment successfully!". */
  commentAdded: 'Your comment was added.',
  /** Spec 2 §8: loading. */
  fetchingData: 'We are fetching your data',
  /** Spec 1 §8: a result page could not load. */
  resultNotLoaded: 'Sorry, we could not load the result',
  /** Spec 2 §2 and §8: empty states ("No ongoing assignments" is MESSAGES.noOngoingAssignments). */
  noOngoingCurriculums: 'No ongoing curriculums',
  noCommentsFromTeacher: 'No comments from teacher',
  noAssignmentResult: 'THERE IS NO RECORDED ASSIGNMENT RESULT',
  noCurriculumTaken: 'THERE IS NO RECORD OF CURRICULUM THAT HAS BEEN TAKEN',
  noTeacherComment: 'THERE IS NO RECORDED COMMENT FROM TEACHER',
  /** Issue 35 rewords the spec's "THERE IS NO RECORDED GRADES OF …" (grammar only). */
  noTopicGrades: 'THERE ARE NO RECORDED GRADES OF TOPIC LEARNING',
  noCapabilityGrades: 'THERE ARE NO RECORDED GRADES OF GENERAL CAPABILITY',
  /** Spec 2 §8: a report PDF could not be built (spelled as the spec spells it). */
  pdfNotGenerated: 'This Pdf could not be generated',
  /** Spec 2 §8: an e-mailed report was accepted (shown with `resultWillBeEmailed`). */
  resultBeingProcessed: 'The Academic Result is being processed.',
  /** Spec 2 §7 and §8: the send refused a file that is not a PDF (status 400). */
  invalidPdfFile: 'Invalid PDF file',
  /** Ours (spec 2 §8 says "your email address"): the send is no open relay. */
  emailOnlyToYourAddress: 'A result can only be emailed to your own email address',
} as const;

/** Ours: the file sent to be e-mailed is over the size limit. */
export function reportTooLarge(limitMegabytes: number): string {
  return `The file is too large to email: the limit is ${limitMegabytes} MB`;
}

/** Spec 2 §8: where an accepted report will be e-mailed. */
export function resultWillBeEmailed(email: string): string {
  return `The result will be emailed to your email address ${email}.`;
}

/** Spec 2 §8: an e-mailed report was refused or could not be sent. */
export function emailNotSent(reason: string): string {
  return `Sorry, Email is Not Sent Because of ${reason}`;
}

/** Spec 2 §9: the report PDFs' title, the product being the portal's name. */
export function reportTitle(product: string): string {
  return `${product} Student Report`;
}

/** Spec 2 §2: the individual result page's heading. */
export function resultHeading(firstName: string): string {
  return `${firstName} - Result`;
}

/** Ours: the signed-in caller has e-mailed as many results as the window allows (429, with Retry-After). */
export function emailLimitReached(limit: number, windowMinutes: number): string {
  const results = limit === 1 ? '1 result' : `${limit} results`;
  const minutes = windowMinutes === 1 ? 'minute' : `${windowMinutes} minutes`;
  return `You can email at most ${results} every ${minutes}: please try again later`;
}

/** Ours: the portal has no mail server set up (SMTP_URL), so nothing can be e-mailed (503). */
export const EMAIL_NOT_SET_UP = 'Email is not set up on this portal';

/** The e-mailed result's subject: the report and whose it is (`userName` as the caller sent it). */
export function emailedResultSubject(userName: string): string {
  return `Academic Result: ${userName}`;
}

/** The e-mailed result's text: what is attached, and why it arrived. */
export function emailedResultBody(userName: string, fileName: string): string {
  return [
    'Hello,',
    '',
    `The academic result of ${userName} is attached (${fileName}).`,
    '',
    'You asked for it to be emailed to this address from the science portal. If you did not, you can ignore this email.',
  ].join('\n');
}
