import { ComingSoon } from '../ui/ComingSoon';

export default function TimelinePage() {
  return (
    <ComingSoon
      heading="Interactive Timeline of Biblical Events"
      summary="Events from Creation to the early church, by category and by era, each with its date, place, key figures and scripture references."
    />
  );
}
