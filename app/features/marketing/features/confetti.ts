import confetti from "canvas-confetti";
import { aiDemoTiming, confettiBursts } from "~/features/marketing/features/ai-demo";

/**
 * Five seconds of confetti, 500 pieces in all (spec 2 §4, §9), after a simulated post in
 * the AI demo. ai-demo.enhance.ts fetches this module with canvas-confetti by `import()`
 * only then, so no page pays for it up front (a chunk of the enhancement build; not a
 * behaviour, so not a `*.enhance.ts`). It draws
 * on the main thread (no worker from a blob URL, which the CSP does not allow), and not at
 * all for visitors who asked for reduced motion.
 */
export function celebrate(): void {
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
