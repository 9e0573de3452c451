import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type * as RemixReact from "@remix-run/react";
import type * as Router from "@remix-run/router";
import type * as ReactRouterDom from "react-router-dom";

// patches/@remix-run+react+2.17.5.patch and patches/react-router-dom+6.30.4.patch (decision
// 0052): <RemixServer> makes a build's server routes once and the static router converts them
// once, so every document of an isolate renders with the same routes and the router's matching
// memo (decision 0036) keeps their branches. Rendered here as app/entry.server.tsx renders a
// document, from a static handler's answer, with route objects that count how often their path
// is read (making routes reads every path; rendering with made routes reads none).
const require = createRequire(import.meta.url);
const remixServer = require.resolve("@remix-run/react/dist/server.js");
const { RemixServer } = require(remixServer) as typeof RemixReact;
const { createStaticHandler } = require("@remix-run/router") as typeof Router;
const { Outlet, useMatches } = require("react-router-dom") as typeof ReactRouterDom;

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean; hasLoader: boolean; module: string };

function manifestRoute(id: string, fields: Omit<ManifestRoute, "id" | "module" | "hasLoader">, reads: { count: number }): ManifestRoute {
  const { path, ...rest } = fields;
  return {
    id,
    module: `/build/${id}.js`,
    hasLoader: false,
    ...rest,
    get path() {
      reads.count++;
      return path;
    },
  };
}

const Root = () => createElement("main", null, createElement(Outlet));
function Heading({ name }: { name: string }) {
  return createElement("h1", null, name, " ", useMatches().length);
}
const Page = (name: string) => () => createElement(Heading, { name });

async function renderDocument(manifestRoutes: Record<string, ManifestRoute>, modules: Record<string, { default: () => unknown }>, url: string) {
  const handler = createStaticHandler([{ id: "root", path: "", children: [{ id: "pricing", path: "pricing" }, { id: "about", path: "about" }] }]);
  const staticHandlerContext = await handler.query(new Request(`https://stayloop.example${url}`));
  if (staticHandlerContext instanceof Response) throw new Error("no context");
  const context = {
    manifest: { routes: manifestRoutes, entry: { module: "/build/entry.js", imports: [] }, url: "/build/manifest.js", version: "1" },
    // Remix's server runtime hands each request a new object holding the build's same modules.
    routeModules: { ...modules },
    staticHandlerContext,
    future: sharedFuture,
    isSpaMode: false,
    serverHandoffString: "{}",
    criticalCss: undefined,
    serializeError: (error: Error) => ({ message: error.message }),
  };
  return renderToString(createElement(RemixServer, { context: context as never, url: `https://stayloop.example${url}` }));
}
/** A build of three routes whose manifest counts how often a route's path is read. */
function build() {
  const reads = { count: 0 };
  const manifestRoutes = {
    root: manifestRoute("root", { path: "" }, reads),
    pricing: manifestRoute("pricing", { parentId: "root", path: "pricing" }, reads),
    about: manifestRoute("about", { parentId: "root", path: "about" }, reads),
  };
  const modules = { root: { default: Root }, pricing: { default: Page("Pricing") }, about: { default: Page("About") } };
  return { reads, manifestRoutes, modules };
}
const sharedFuture = { v3_fetcherPersist: false, v3_relativeSplatPath: false, v3_throwAbortReason: false, v3_lazyRouteDiscovery: false, v3_singleFetch: false };

describe("a build's server routes, made once", () => {
  it("is the patched file", () => {
    expect(readFileSync(remixServer, "utf8")).toContain("StayLoop patch (decision 0052)");
    expect(readFileSync(require.resolve("react-router-dom/server.js"), "utf8")).toContain("StayLoop patch (decision 0052)");
  });

  it("reads the manifest's routes for the first document only, and every document renders its own page", async () => {
    const { reads, manifestRoutes, modules } = build();
    expect(await renderDocument(manifestRoutes, modules, "/pricing")).toContain("<h1>Pricing<!-- --> <!-- -->2</h1>");
    expect(reads.count).toBeGreaterThan(0);
    reads.count = 0;
    expect(await renderDocument(manifestRoutes, modules, "/about")).toContain("<h1>About<!-- --> <!-- -->2</h1>");
    expect(await renderDocument(manifestRoutes, modules, "/pricing")).toContain("<h1>Pricing<!-- --> <!-- -->2</h1>");
    expect(reads.count).toBe(0);
  });

  it("makes them again when a route's module is not the one they were made from", async () => {
    const { reads, manifestRoutes, modules } = build();
    await renderDocument(manifestRoutes, modules, "/pricing");
    reads.count = 0;
    const edited = { ...modules, pricing: { default: Page("Prices") } };
    expect(await renderDocument(manifestRoutes, edited, "/pricing")).toContain("<h1>Prices<!-- --> <!-- -->2</h1>");
    expect(reads.count).toBeGreaterThan(0);
  });
});
