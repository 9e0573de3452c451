import { afterAll, beforeAll, beforeEach, describe, inject, it } from "vitest";
// @ts-expect-error -- plain ESM script shared with the e2e tests
import { queryLocalD1 } from "../../scripts/local-backend.mjs";
import { journeys, type Site } from "./journeys";
import type { Tab } from "./tab";

type Launch = (options: { baseUrl: string; javaScriptEnabled: boolean }) => Promise<Tab>;

const site: Site = { query: (sql) => queryLocalD1(inject("browsersState"), sql) };

/** Every journey in one engine, with JavaScript and without: one browser per mode, in turn. */
export function smoke(engine: string, launch: Launch) {
  for (const javaScriptEnabled of [true, false]) {
    describe(`${engine}, ${javaScriptEnabled ? "js" : "no-js"}`, () => {
      let tab: Tab | undefined;
      beforeAll(async () => {
        tab = await launch({ baseUrl: inject("browsersUrl"), javaScriptEnabled });
      });
      beforeEach(async () => {
        await tab?.fresh();
      });
      afterAll(async () => {
        await tab?.close();
      });
      for (const journey of journeys) {
        it(journey.name, () => journey.run(tab!, site));
      }
    });
  }
}
