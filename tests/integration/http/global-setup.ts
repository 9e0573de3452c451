import type { TestProject } from "vitest/node";
// @ts-expect-error -- plain ESM script shared with Playwright's webServer
import { startTestServer } from "../../../scripts/test-server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    persistTo: string;
  }
}

/** One throwaway site (fresh D1/R2 state) for the whole integration project. */
export default async function setup(project: TestProject) {
  // A free port, or INTEGRATION_PORT when set (refused if another process holds it: scripts/test-server.mjs).
  const server = await startTestServer({ name: "integration", port: Number(process.env.INTEGRATION_PORT ?? 0) });
  project.provide("baseUrl", server.url);
  project.provide("persistTo", server.persistTo);
  return async () => {
    await server.stop();
  };
}
