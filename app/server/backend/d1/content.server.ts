import type { ContentPort } from "../content";
import type { D1Context } from "./context.server";

/** The content port on D1. */
export function d1Content(_context: D1Context): ContentPort {
  return {};
}
