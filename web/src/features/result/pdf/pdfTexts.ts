import { RESULT_SPEC_TEXTS, reportTitle as titleOf } from '@portal/domain/result-texts';
import { PORTAL_NAME } from '../../../shared/portal';

/** The report PDFs' own headings, which the spec does not word (its texts are RESULT_SPEC_TEXTS). */
export const REPORT_PDF_TEXTS = {
  appendix: 'Appendix: Activities',
  notAchieved: 'Not achieved',
  imageMissing: 'Image not available',
} as const;

/** Spec 2 §9: "{product} Student Report", the product being the portal's name in the top bar. */
export function reportTitle(product: string = PORTAL_NAME): string {
  return titleOf(product);
}

/** What the UI shows when building a report PDF throws (spec 2 §8). */
export function reportFailureText(): string {
  return RESULT_SPEC_TEXTS.pdfNotGenerated;
}
