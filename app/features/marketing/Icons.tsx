import { useDrawing } from "~/components/ui/sprite";
import type { FeatureSlug } from "~/lib/site";

/** Small stroke icons for the marketing pages; decorative, so hidden from assistive technology. */
const paths = {
  check: "M5 12.5l4.5 4.5L19 7.5",
  cross: "M6.5 6.5l11 11M17.5 6.5l-11 11",
  arrowRight: "M5 12h14m-5-5l5 5-5 5",
  arrowLeft: "M19 12H5m5-5l-5 5 5 5",
  play: "M9 7.5v9l7.5-4.5L9 7.5z",
  sparkles: "M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8L12 3zM18.5 15l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8.8-2z",
  mail: "M4 6.5h16v11H4zM4.5 7l7.5 6 7.5-6",
  gift: "M4 10h16v3H4zM5.5 13v7h13v-7M12 10v10M12 10c-1.5-3.5-5.5-4-5.5-1.5S10 10 12 10zm0 0c1.5-3.5 5.5-4 5.5-1.5S14 10 12 10z",
  user: "M12 12a4 4 0 100-8 4 4 0 000 8zm-7 8c.8-3.5 3.6-5.5 7-5.5s6.2 2 7 5.5",
  link: "M10 14a4 4 0 005.7 0l3-3a4 4 0 00-5.7-5.7l-1 1M14 10a4 4 0 00-5.7 0l-3 3a4 4 0 005.7 5.7l1-1",
  plug: "M9 3v5m6-5v5M6.5 8h11v3a5.5 5.5 0 01-11 0V8zM12 16.5V21",
  chart: "M4 20h16M7 16v-5m5 5V7m5 9v-3",
  users: "M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zm-6 9c.6-3 3-5 6-5s5.4 2 6 5m1.5-9a3 3 0 100-6m1.5 9.5c1.7.6 3 2 3.5 4.5",
  calendar: "M5 6.5h14v13H5zM5 10.5h14M9 4v4m6-4v4",
  star: "M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L12 16.9l-5.2 2.8 1-5.9-4.3-4.1 5.9-.8L12 3.5z",
  heart: "M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0112 7.3 4.3 4.3 0 0119.5 10c0 5.4-7.5 10-7.5 10z",
  shield: "M12 3l7 3v5.5c0 4.5-3 8-7 9.5-4-1.5-7-5-7-9.5V6l7-3z",
  lightbulb: "M9 18h6m-5 3h4M12 3a6 6 0 00-3.5 10.9c.6.4 1 1.2 1 2v.6h5v-.6c0-.8.4-1.6 1-2A6 6 0 0012 3z",
  home: "M4 11l8-6.5 8 6.5M6.5 9.5V20h11V9.5",
  info: "M12 21a9 9 0 100-18 9 9 0 000 18zm0-10v6m0-9.5v.5",
  qr: "M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 14h2v2M14 18h2v2h4v-2",
} as const;
export type IconName = keyof typeof paths;

export function Icon({ name, className = "h-5 w-5" }: { name: IconName; className?: string }) {
  // Drawn once per page and referenced (app/components/ui/sprite.tsx).
  const drawing = useDrawing(`icon-${name}`, () => (
    <path d={paths[name]} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  ));
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false" className={className}>
      {drawing}
    </svg>
  );
}

/** The icon that stands for each feature page wherever it is linked. */
export const featureIcons: Record<FeatureSlug, IconName> = {
  "ai-content-creation": "sparkles",
  "email-automations": "calendar",
  "email-campaigns": "mail",
  "personalized-guest-emails": "user",
  "guest-loyalty-program": "gift",
  "direct-booking-links": "link",
  "channel-integration": "plug",
  "performance-analytics": "chart",
  "referral-program": "users",
};
