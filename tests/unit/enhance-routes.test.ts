import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { applyRouteId } from "~/features/engagement/careers/schema";
import { downloadRouteId } from "~/features/engagement/downloads/schema";
import { roadmapItemRouteId } from "~/features/engagement/roadmap/schema";

// A form that posts to its page's own route names the route in `data-enhance-route`
// (app/enhance/forms.ts `inPlaceUrl`); Remix answers `?_data=` only for a route that exists,
// so a renamed route file must take its id along.
describe("the route ids forms post in place to", () => {
  it.each([applyRouteId, downloadRouteId, roadmapItemRouteId])("%s is a route file", (id) => {
    expect(id).toMatch(/^routes\//);
    expect(existsSync(new URL(`../../app/${id}.tsx`, import.meta.url))).toBe(true);
  });
});
