import { ComingSoon } from '../ui/ComingSoon';

export default function DevotionalPage() {
  return (
    <ComingSoon
      heading="Daily Devotional Builder"
      summary="A daily reading with reflection and prayer from a plan you choose, with your own notes and history saved to your account."
    />
  );
}
