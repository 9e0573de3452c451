import type { MarketingPort } from "../marketing";
import type { D1Context } from "./context.server";

/** The marketing port on D1. */
export function d1Marketing(_context: D1Context): MarketingPort {
  return {};
}
