import { describe, expect, it } from "vitest";
import { helpArticleRouteId } from "~/features/content/help/feedback";
import { supportRouteId } from "~/features/content/help/contact";
import { applyRouteId } from "~/features/engagement/careers/schema";
import { downloadRouteId } from "~/features/engagement/downloads/schema";
import { roadmapItemRouteId } from "~/features/engagement/roadmap/schema";
import { siteRouteTable } from "./site-routes";

// A form that posts to its page's own route names the route in `data-enhance-route`
// (app/enhance/forms.ts `inPlaceUrl`); Remix answers `?_data=` only for a route that exists,
// so a renamed route file must take its id along. The ids are those of the route table the
// build writes (decision 0220).
const { data } = await siteRouteTable();

describe("the route ids forms post in place to", () => {
  it.each([applyRouteId, downloadRouteId, roadmapItemRouteId, supportRouteId, helpArticleRouteId])("%s is a page of the route table", (id) => {
    const route = data.routes.find((entry) => entry.id === id);
    expect(route, id).toBeDefined();
    // A page in both languages, which the edge caches: its form posts are never cached.
    expect(route!.localized).toBe(true);
  });
});
