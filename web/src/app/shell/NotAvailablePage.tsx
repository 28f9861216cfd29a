import { SectionNotAvailable } from '../../shared/ui/SectionNotAvailable';
import { useCurrentRoute } from '../routing/matching';

/** The page of every route whose features come later: its breadcrumb name as heading, and a note. */
export function NotAvailablePage() {
  const route = useCurrentRoute();
  return <SectionNotAvailable title={route?.name ?? ''} />;
}
