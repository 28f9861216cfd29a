import type { ChartCardProps } from './ChartCard';

/** What every chart component passes on to its card: where its heading sits, the page's handle for the PDF, and why it may be empty. */
export type ChartCardOptions = Pick<ChartCardProps, 'headingLevel' | 'handle' | 'emptyText'>;
