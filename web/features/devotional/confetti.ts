/** How long the celebration lasts and how often a burst fires (admin-and-account section 9). */
export const CONFETTI_DURATION_MS = 3000;
export const CONFETTI_BURST_MS = 250;

/**
 * Three seconds of confetti, a burst every 250 ms; nothing for readers who asked for reduced motion. The
 * library is loaded only when there is something to celebrate, and draws without a worker (the CSP).
 */
export async function celebrate(): Promise<boolean> {
  if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return false;
  const { default: confetti } = await import('canvas-confetti');
  const fire = confetti.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true });
  const end = Date.now() + CONFETTI_DURATION_MS;
  const burst = () => {
    void fire({
      particleCount: 60,
      spread: 80,
      startVelocity: 35,
      origin: { x: Math.random(), y: Math.random() * 0.4 },
    });
  };
  burst();
  const timer = window.setInterval(() => {
    if (Date.now() >= end) {
      window.clearInterval(timer);
      return;
    }
    burst();
  }, CONFETTI_BURST_MS);
  window.setTimeout(() => fire.reset(), CONFETTI_DURATION_MS + 1500);
  return true;
}
