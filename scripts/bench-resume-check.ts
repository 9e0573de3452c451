/**
 * How long the resume structure check takes on 5 MB files (docs/decisions/0308-resume-structure-and-utf8.md):
 *   npx esbuild scripts/bench-resume-check.ts --bundle --platform=node --format=esm --alias:~=./app \
 *     --outfile=.tmp/bench-resume-check.mjs --log-level=warning && node .tmp/bench-resume-check.mjs
 */
import { unzipSync, zipSync } from "fflate";
import { sniffResume } from "../app/features/engagement/careers/uploads.server";
import { buildDoc, buildDocx } from "../tests/fixtures/engagement/office";
import { buildPdf } from "../tests/fixtures/engagement/pdf";

const size = 5 * 1024 * 1024 - 8192;
// Bytes that do not compress, as a photo in a resume would be.
const noise = new Uint8Array(size);
for (let index = 0; index < noise.length; index++) noise[index] = (index * 2654435761) >>> 24;

const files = {
  pdf: buildPdf({ padTo: size }),
  docx: zipSync({ ...unzipSync(buildDocx()), "word/media/image1.png": [noise, { level: 0 }] }),
  doc: buildDoc({ streams: { WordDocument: size - 200_000, "1Table": 100_000 } }),
} as const;

for (const [extension, bytes] of Object.entries(files) as Array<[keyof typeof files, Uint8Array]>) {
  for (let warm = 0; warm < 3; warm++) await sniffResume(bytes, extension);
  const runs = 20;
  const started = performance.now();
  let accepted = true;
  for (let run = 0; run < runs; run++) accepted = (await sniffResume(bytes, extension)) && accepted;
  console.log(`${extension}: ${bytes.length} bytes, accepted ${accepted}, ${((performance.now() - started) / runs).toFixed(2)} ms per check`);
}
