/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/cloudflare" />
/// <reference types="@cloudflare/workers-types/2023-07-01" />

import type { Backend, StaffMember } from "~/backend/types";
import type { AppConfig } from "~/server/env.server";
import type { RouteTable } from "~/server/edge/route-table.server";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    /** The site's configuration, parsed once per environment (app/server/env.server.ts); nothing reads `env` itself. */
    config: AppConfig;
    /** The origin of this request's absolute links (`originOf`: SITE_URL's, or a local server's own). */
    origin: string;
    backend: Backend;
    /**
     * The backend's content version this request's page cache key carries (decision 0027), or
     * null (unknown, or no edge cache): an isolate's memo of backend reads keys by it.
     */
    contentVersion: string | null;
    /** What each page says about itself (its route's `handle.page`), from the route table the build wrote, read once per isolate (decision 0220). */
    routes: RouteTable;
    /** The studio's signed-in member (app/server/edge/studio-gate.server.ts) on /studio*; null everywhere else. */
    staff: StaffMember | null;
    /** Work that may finish after the response (webhooks, cache refresh). */
    waitUntil(promise: Promise<unknown>): void;
  }
}
