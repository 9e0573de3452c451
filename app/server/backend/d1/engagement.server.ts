import type { EngagementPort } from "../engagement";
import type { D1Context } from "./context.server";

/** The engagement port on D1. */
export function d1Engagement(_context: D1Context): EngagementPort {
  return {};
}
