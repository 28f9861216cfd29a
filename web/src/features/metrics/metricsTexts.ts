/**
 * The metrics pages' own texts, which the spec does not word (its texts are
 * METRICS_SPEC_TEXTS, and the loading text RESULT_SPEC_TEXTS.fetchingData).
 */
export const METRICS_TEXTS = {
  metricsTitle: 'Metrics',
  tabsLabel: 'Metrics areas',
  toggleLabel: 'Whose metrics',
  notLoaded: 'The metrics could not be loaded.',
  retry: 'Try again',
  notShown: 'These metrics cannot be shown: they are not yours to see, or there is nothing by that name.',
  noChildren: 'No children are linked to your account yet, so there are no metrics to show.',
  downloadPdf: 'DOWNLOAD PDF',
  noAreaChosen: 'Choose a realm or topic above to see this chart',
} as const;

/** The h1 of a student's metrics page. */
export const studentMetricsHeading = (firstName: string) => `${firstName} - Metrics`;
/** The h1 of a group's metrics page. */
export const groupMetricsHeading = (name: string) => `${name} - Metrics`;
