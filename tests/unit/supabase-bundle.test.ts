import { buildSync } from "esbuild";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// Issue 17 item 3, decision 0038: the upload carries only what runs. The Supabase adapter is
// built from postgrest-js and storage-js; supabase-js would bring its auth, realtime and
// functions clients (about 490 KB of the 750 KB it weighed), which the site never calls.
// The adapter is bundled here as the Remix server build bundles it (remix.config.js:
// serverConditions, serverMainFields, serverPlatform), and its inputs are listed.

const root = fileURLToPath(new URL("../..", import.meta.url));

const { metafile } = buildSync({
  entryPoints: [`${root}app/backend/supabase/index.server.ts`],
  bundle: true,
  write: false,
  metafile: true,
  format: "esm",
  platform: "neutral",
  conditions: ["workerd", "worker", "browser"],
  mainFields: ["browser", "module", "main"],
  alias: { "~": `${root}app` },
  logLevel: "silent",
});
const packages = [...new Set(Object.keys(metafile.inputs).flatMap((input) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input)?.[1] ?? []))].sort();
const bytesOf = (name: string) =>
  Object.entries(metafile.inputs)
    .filter(([input]) => input.includes(`node_modules/${name}/`))
    .reduce((sum, [, { bytes }]) => sum + bytes, 0);

describe("the Supabase adapter's bundle (decision 0038)", () => {
  it("is built from postgrest-js and storage-js", () => {
    // Without these the test below would pass on a bundle that does not hold the adapter at all.
    expect(packages).toEqual(expect.arrayContaining(["@supabase/postgrest-js", "@supabase/storage-js"]));
    expect(bytesOf("@supabase/postgrest-js")).toBeGreaterThan(10_000);
  });

  it("holds neither supabase-js nor its auth, realtime and functions clients", () => {
    const unused = ["@supabase/supabase-js", "@supabase/auth-js", "@supabase/realtime-js", "@supabase/functions-js", "@supabase/phoenix"];
    expect(packages.filter((name) => unused.includes(name))).toEqual([]);
  });
});
