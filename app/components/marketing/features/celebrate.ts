import { aiDemoTiming, confettiBursts } from "~/lib/marketing-ai-demo";

/**
 * Five seconds of confetti, 500 pieces in all (spec 2 §4, §9). canvas-confetti is loaded
 * only now, when someone has posted in the demo, so no page pays for it up front. It
 * draws on the main thread (no worker from a blob URL, which the CSP does not allow), and
 * not at all for visitors who asked for reduced motion.
 */
export async function celebrate(): Promise<void> {
  const { default: confetti } = await import("canvas-confetti");
  const fire = confetti.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true });
  for (const burst of confettiBursts()) {
    window.setTimeout(() => {
      void fire({
        particleCount: burst.particles,
        spread: 80,
        startVelocity: 38,
        ticks: 120,
        origin: { x: 0.15 + Math.random() * 0.7, y: 0.55 + Math.random() * 0.2 },
      });
    }, burst.atMs);
  }
  window.setTimeout(() => fire.reset(), aiDemoTiming.confettiMs);
}
