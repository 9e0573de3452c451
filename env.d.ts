/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/cloudflare" />
/// <reference types="@cloudflare/workers-types/2023-07-01" />

import type { Backend } from "~/backend/types";
import type { AppConfig, Env } from "~/server/env.server";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    env: Env;
    config: AppConfig;
    backend: Backend;
    /** Work that may finish after the response (webhooks, cache refresh). */
    waitUntil(promise: Promise<unknown>): void;
  }
}
