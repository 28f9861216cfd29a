import type { ChartCardProps } from './ChartCard';

/** What every chart component passes on to its card: where its heading sits and the page's handle for the PDF. */
export type ChartCardOptions = Pick<ChartCardProps, 'headingLevel' | 'handle'>;
