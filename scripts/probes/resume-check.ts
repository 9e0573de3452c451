/**
 * How long the resume structure check takes on 5 MB files (docs/decisions/0308-resume-structure-and-utf8.md,
 * 0310-resumes-that-readers-open.md):
 *   npx esbuild scripts/probes/resume-check.ts --bundle --platform=node --format=esm --alias:~=./app \
 *     --outfile=.tmp/bench-resume-check.mjs --log-level=warning && node .tmp/bench-resume-check.mjs
 */
import { unzipSync, zipSync } from "fflate";
import { sniffResume } from "../../app/features/engagement/careers/uploads.server";
import { buildDoc, buildDocx } from "../../tests/fixtures/engagement/office";
import { buildPdf } from "../../tests/fixtures/engagement/pdf";

const size = 5 * 1024 * 1024 - 8192;
// Bytes that do not compress, as a photo in a resume would be.
const noise = new Uint8Array(size);
for (let index = 0; index < noise.length; index++) noise[index] = (index * 2654435761) >>> 24;

const pdf = buildPdf({ padTo: size });
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");
const files: Array<[string, "pdf" | "doc" | "docx", Uint8Array]> = [
  ["pdf", "pdf", pdf],
  // The slow paths of decision 0310: a startxref that is off (the catalog looked for from the
  // end back), and almost the whole file after %%EOF (read once to see that no section is there).
  ["pdf, startxref off", "pdf", new Uint8Array(Buffer.from(latin1(pdf).replace(/startxref\n(\d+)/, "startxref\n17"), "latin1"))],
  ["pdf, 4.9 MB after %%EOF", "pdf", new Uint8Array(Buffer.concat([buildPdf(), noise.subarray(0, size - 2048)]))],
  ["docx", "docx", zipSync({ ...unzipSync(buildDocx()), "word/media/image1.png": [noise, { level: 0 }] })],
  ["doc", "doc", buildDoc({ streams: { WordDocument: size - 200_000, "1Table": 100_000 } })],
];

for (const [label, extension, bytes] of files) {
  for (let warm = 0; warm < 3; warm++) await sniffResume(bytes, extension);
  const runs = 20;
  const started = performance.now();
  let accepted = true;
  for (let run = 0; run < runs; run++) accepted = (await sniffResume(bytes, extension)) && accepted;
  console.log(`${label}: ${bytes.length} bytes, accepted ${accepted}, ${((performance.now() - started) / runs).toFixed(2)} ms per check`);
}
