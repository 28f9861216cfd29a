import { PORTAL_NAME } from '../../../shared/portal';

/**
 * Spec 2 texts of the report PDFs (§8, §9). They belong beside the other spec
 * texts in `@portal/domain/result-texts` (RESULT_SPEC_TEXTS); they live here
 * until that move so this first step of issue 13 leaves domain untouched.
 */
export const REPORT_PDF_TEXTS = {
  /** Spec 2 §8: a report PDF could not be built (spelled as the spec spells it). */
  couldNotGenerate: 'This Pdf could not be generated',
  /** Headings of the PDF's parts the spec does not word. */
  appendix: 'Appendix: Activities',
  notAchieved: 'Not achieved',
  imageMissing: 'Image not available',
} as const;

/** Spec 2 §9: "{product} Student Report", the product being the portal's name in the top bar. */
export function reportTitle(product: string = PORTAL_NAME): string {
  return `${product} Student Report`;
}

/** What the UI shows when building a report PDF throws (spec 2 §8). */
export function reportFailureText(): string {
  return REPORT_PDF_TEXTS.couldNotGenerate;
}
