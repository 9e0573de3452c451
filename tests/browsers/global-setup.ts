import type { TestProject } from "vitest/node";
// @ts-expect-error -- plain ESM script shared with Playwright's webServer
import { startTestServer } from "../../scripts/test-server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    browsersUrl: string;
    browsersState: string;
  }
}

/** One throwaway site (fresh D1/R2 state) for every engine of the smoke set. */
export default async function setup(project: TestProject) {
  const server = await startTestServer({ name: "browsers", port: Number(process.env.BROWSERS_PORT ?? 0) });
  project.provide("browsersUrl", server.url);
  project.provide("browsersState", server.persistTo);
  return async () => {
    await server.stop();
  };
}
