import { ComingSoon } from '../ui/ComingSoon';

export default function SupportPage() {
  return (
    <ComingSoon
      heading="Support This Ministry"
      summary="One-time gifts and monthly support keep this site free for every reader."
    />
  );
}
