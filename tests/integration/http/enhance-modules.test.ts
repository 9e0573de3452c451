import { describe, expect, it } from "vitest";
import { BannerHooks } from "~/components/layout/banner.hooks";
import { HeaderHooks } from "~/components/layout/header.hooks";
import { FormHooks } from "~/components/ui/form.hooks";
import { ToastHooks, ToasterHooks } from "~/components/ui/toast.hooks";
import { DownloadFormHooks } from "~/features/engagement/downloads/downloads.hooks";
import { baseUrl, enhancementModulesOf } from "./support";

// Decision 0033: a behaviour the markup names (`data-module`) starts only if the page loads
// its module: the layout's (site) or one the route names in `handle.enhance`. A route that
// renders a behaviour without naming its module would ship a page that silently does less.

const pages = [
  "/",
  "/pt",
  "/pricing",
  "/commission-calculator",
  "/features/ai-content-creation",
  "/roadmap/13",
  "/downloads/seasonal-pricing-playbook",
  "/help-center/getting-started",
  "/careers/apply/sdr-latam",
  "/blog",
  "/about",
];

describe("each page loads the module of every behaviour its markup names", () => {
  it.each(pages)("%s", async (path) => {
    const response = await fetch(baseUrl() + path);
    expect(response.status).toBe(200);
    const html = await response.text();
    const named = new Set([...html.matchAll(/\sdata-module="([^"]+)"/g)].flatMap((match) => match[1]!.split(" ")));
    const loaded = enhancementModulesOf(html);
    expect(loaded[0]).toBe("site");
    // The layout's behaviours (site.enhance.ts), one per page module of the same name, and
    // the second behaviour the downloads module holds (the download form).
    const also: Record<string, string[]> = { downloads: [DownloadFormHooks.module] };
    const started = new Set([HeaderHooks.module, BannerHooks.module, FormHooks.module, ToasterHooks.module, ToastHooks.module, ...loaded, ...loaded.flatMap((name) => also[name] ?? [])]);
    expect([...named].filter((name) => !started.has(name))).toEqual([]);
    expect(named.size).toBeGreaterThan(0);
  });
});
