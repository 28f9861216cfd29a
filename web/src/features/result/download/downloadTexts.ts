/** The download dialog's own texts, which the spec does not word (its texts are in @portal/domain/result-texts). */
export const DOWNLOAD_TEXTS = {
  title: 'Download the result',
  save: 'Save',
  emailMe: 'Email me',
  cancel: 'Cancel',
  reading: 'Reading the results…',
  zipping: 'Putting the reports in one zip…',
  sending: 'Handing the report to the mail service…',
  progressLabel: 'Download progress',
  connectionLost: 'a lost connection to the portal',
  serverRefused: 'an error on the server',
} as const;

/** What the dialog offers, for one report. */
export const oneReportText = (name: string) =>
  `The result of ${name}, as a PDF: save it, or have it emailed to your own address.`;

/** What the dialog offers, for several (spec 2 §9: a zip of one PDF each). */
export const severalReportsText = (count: number, kind: 'groups' | 'students') =>
  `The results of the ${count} selected ${count === 1 ? kind.slice(0, -1) : kind}, one PDF each in a zip: save it, or have it emailed to your own address.`;

export const buildingText = (done: number, total: number) =>
  `Building report ${Math.min(done + 1, total)} of ${total}…`;

/** Said with the file when the results of some of the rows selected could not be read. */
export const partlyDownloaded = (saved: number, selected: number) =>
  `Saved the results of ${saved} of the ${selected} selected: the others could not be read.`;
