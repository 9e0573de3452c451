#!/usr/bin/env node
/**
 * How many resumes that a reader opens does the careers form refuse? (decision 0310)
 *
 *   node scripts/probes/resume-corpus.mjs DIR [DIR…] [--variants] [--list]
 *
 * Every .pdf, .doc and .docx under DIR is opened by a reader — poppler (`pdfinfo`) for a PDF,
 * LibreOffice (`soffice --convert-to txt`) for Word files — and run through the site's own
 * check (`sniffResume`, bundled with esbuild). It prints, per format, how many files the reader
 * opens and how many of those the check refuses (the false refusals), and how many files the
 * reader does not open that the check accepts. With --variants, each opened file is also sent
 * in its transport variants (bytes before the PDF header, bytes after the end, a `startxref`
 * a few bytes off, spare sectors after a .doc), each one opened by the reader again; only
 * variants the reader opens count, and each file accepted whole is cut short in six places
 * (a third, half, two thirds, its last 600, 30 and 8 bytes gone) and sent again. --list names
 * every false refusal and every accepted cut.
 *
 * Needs poppler-utils and LibreOffice (apt-get install poppler-utils libreoffice-writer-nogui);
 * the readers' answers are kept in .tmp/resume-corpus-oracle.json by content hash, so a second
 * run is quick. Nothing is written into DIR.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, extname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = resolve(fileURLToPath(new URL("../..", import.meta.url)));
const args = process.argv.slice(2);
const dirs = args.filter((arg) => !arg.startsWith("--"));
const withVariants = args.includes("--variants");
const list = args.includes("--list");
if (dirs.length === 0) {
  console.error("usage: node scripts/probes/resume-corpus.mjs DIR [DIR…] [--variants] [--list]");
  process.exit(2);
}
for (const tool of ["pdfinfo", "soffice"]) {
  if (spawnSync("sh", ["-c", `command -v ${tool}`]).status !== 0) {
    console.error(`${tool} is missing: apt-get install -y poppler-utils libreoffice-writer-nogui`);
    process.exit(2);
  }
}

// The site's check, as the server bundles it.
mkdirSync(join(root, ".tmp"), { recursive: true });
const bundle = join(root, ".tmp", "measure-resume-check.mjs");
await build({
  stdin: { contents: 'export { sniffResume } from "~/features/engagement/careers/uploads.server";', resolveDir: root, loader: "ts" },
  bundle: true,
  platform: "node",
  format: "esm",
  alias: { "~": join(root, "app") },
  outfile: bundle,
  logLevel: "warning",
});
const { sniffResume } = await import(pathToFileURL(bundle).href);

/** Every file with a resume extension under the directories. */
function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path);
    const extension = extname(entry.name).slice(1).toLowerCase();
    return entry.isFile() && ["pdf", "doc", "docx"].includes(extension) ? [{ path, extension }] : [];
  });
}

const cachePath = join(root, ".tmp", "resume-corpus-oracle.json");
const cache = existsSync(cachePath) ? JSON.parse(readFileSync(cachePath, "utf8")) : {};
const hash = (bytes) => createHash("sha256").update(bytes).digest("hex");

/** Does the reader open these files? Answers by content hash; bytes are written to a scratch directory. */
function openWithReaders(items) {
  const pending = items.filter((item) => !(`${item.extension}:${item.hash}` in cache));
  const scratch = mkdtempSync(join(tmpdir(), "resume-oracle-"));
  try {
    const pdfs = pending.filter((item) => item.extension === "pdf");
    for (const item of pdfs) {
      const file = join(scratch, `${item.hash}.pdf`);
      writeFileSync(file, item.bytes);
      const opened = spawnSync("pdfinfo", [file], { stdio: "ignore", timeout: 30_000 }).status === 0;
      cache[`pdf:${item.hash}`] = opened;
    }
    for (const extension of ["doc", "docx"]) {
      const words = pending.filter((item) => item.extension === extension);
      for (let at = 0; at < words.length; at += 20) {
        const batch = words.slice(at, at + 20);
        const input = join(scratch, `in-${extension}-${at}`);
        const output = join(scratch, `out-${extension}-${at}`);
        mkdirSync(input);
        const files = batch.map((item) => {
          const file = join(input, `${item.hash}.${extension}`);
          writeFileSync(file, item.bytes);
          return file;
        });
        const convert = (paths) =>
          spawnSync(
            "soffice",
            [`-env:UserInstallation=${pathToFileURL(join(root, ".tmp", "lo-profile")).href}`, "--headless", "--convert-to", "txt:Text", "--outdir", output, ...paths],
            { stdio: "ignore", timeout: 600_000 },
          );
        convert(files);
        // A reader that crashed on one file leaves the rest of its batch unconverted: those are tried alone.
        for (const [index, item] of batch.entries()) {
          if (!existsSync(join(output, `${item.hash}.txt`))) convert([files[index]]);
          cache[`${extension}:${item.hash}`] = existsSync(join(output, `${item.hash}.txt`));
        }
      }
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
    writeFileSync(cachePath, JSON.stringify(cache));
  }
  return items.map((item) => cache[`${item.extension}:${item.hash}`]);
}

const latin1 = (bytes) => Buffer.from(bytes).toString("latin1");
const concat = (...parts) => new Uint8Array(Buffer.concat(parts.map((part) => Buffer.from(part))));

/** What transport does to a file on its way: bytes before a PDF header and after any file's end, a PDF offset off, spare sectors. */
function variantsOf(bytes, extension) {
  if (extension === "pdf") {
    const text = latin1(bytes);
    const pointer = /startxref(\s+)(\d+)(\s*%%EOF\s*)$/.exec(text);
    const shifted = pointer
      ? Uint8Array.from(Buffer.from(text.slice(0, pointer.index) + `startxref${pointer[1]}${Number(pointer[2]) + 7}${pointer[3]}`, "latin1"))
      : null;
    return {
      "byte-order mark before the header": concat([0xef, 0xbb, 0xbf], bytes),
      "a spooler's line before the header": concat(Buffer.from("\x1b%-12345X@PJL JOB\r\n"), bytes),
      "a scanner's padding after %%EOF": concat(bytes, new Uint8Array(600)),
      "a mail gateway's footer after %%EOF": concat(bytes, Buffer.from("\r\n-- \r\nScanned by the mail gateway. No virus found.\r\n")),
      ...(shifted ? { "startxref 7 bytes off": shifted } : {}),
    };
  }
  if (extension === "doc") {
    const sector = bytes.length >= 32 && bytes[0x1e] === 12 ? 4096 : 512;
    return {
      "two spare sectors at the end": concat(bytes, new Uint8Array(2 * sector)),
      "bytes after the last sector": concat(bytes, Buffer.from("\r\n-- \r\nScanned by the mail gateway.\r\n")),
    };
  }
  return {
    "a byte after the end record": concat(bytes, Buffer.from("\n")),
    "bytes after the end record": concat(bytes, Buffer.from("\r\n-- \r\nScanned by the mail gateway.\r\n")),
  };
}

/**
 * What libmagic (`file`) says the file is: LibreOffice opens a text, HTML or WordPerfect file
 * named .doc too, so a refusal is told apart as "another format under that name".
 */
const ownTypes = {
  pdf: ["application/pdf"],
  doc: ["application/msword", "application/x-ole-storage", "application/CDFV2", "application/encrypted"],
  docx: ["application/vnd.openxmlformats-officedocument.wordprocessingml.document", "application/zip", "application/encrypted"],
};
function mimeTypes(paths) {
  const types = new Map();
  for (let at = 0; at < paths.length; at += 200) {
    const batch = paths.slice(at, at + 200);
    const out = spawnSync("file", ["-b", "--mime-type", ...batch], { encoding: "utf8" }).stdout.trim().split("\n");
    batch.forEach((path, index) => types.set(path, out[index] ?? "unknown"));
  }
  return types;
}

const found = dirs.flatMap((dir) => walk(resolve(dir)));
const types = mimeTypes(found.map((file) => file.path));
const files = found.map((file) => {
  const bytes = new Uint8Array(readFileSync(file.path));
  const type = types.get(file.path);
  return { ...file, bytes, hash: hash(bytes), name: relative(resolve(dirs[0], ".."), file.path), type, ownFormat: ownTypes[file.extension].includes(type) };
});
const opened = openWithReaders(files);
const results = { pdf: [], doc: [], docx: [] };
for (const [index, file] of files.entries()) {
  const accepted = await sniffResume(file.bytes, file.extension);
  results[file.extension].push({ name: file.name, opened: opened[index], accepted, type: file.type, ownFormat: file.ownFormat });
}

const percent = (part, whole) => (whole === 0 ? "—" : `${((100 * part) / whole).toFixed(2)} %`);
console.log(`files from ${dirs.join(", ")}`);
for (const [extension, rows] of Object.entries(results)) {
  const openable = rows.filter((row) => row.opened);
  const refused = openable.filter((row) => !row.accepted);
  const ownOpenable = openable.filter((row) => row.ownFormat);
  const ownRefused = ownOpenable.filter((row) => !row.accepted);
  const acceptedUnopened = rows.filter((row) => !row.opened && row.accepted);
  console.log(
    `${extension}: ${rows.length} files, ${openable.length} the reader opens, ${refused.length} of those refused (${percent(refused.length, openable.length)}); ` +
      `of the ${ownOpenable.length} that are ${extension} files (libmagic), ${ownRefused.length} refused (${percent(ownRefused.length, ownOpenable.length)}); ` +
      `${rows.length - openable.length} it does not open, ${acceptedUnopened.length} of those accepted`,
  );
  if (list) {
    for (const row of refused) console.log(`  refused, opens: ${row.name} (${row.type})`);
    for (const row of acceptedUnopened) console.log(`  accepted, does not open: ${row.name}`);
  }
}

if (withVariants) {
  const variants = [];
  for (const [index, file] of files.entries()) {
    if (!opened[index]) continue;
    const whole = await sniffResume(file.bytes, file.extension);
    for (const [kind, bytes] of Object.entries(variantsOf(file.bytes, file.extension))) {
      variants.push({ kind, name: file.name, extension: file.extension, bytes, hash: hash(bytes), whole });
    }
  }
  const variantOpened = openWithReaders(variants);
  const byKind = new Map();
  for (const [index, variant] of variants.entries()) {
    const row = byKind.get(variant.kind) ?? { opened: 0, refused: [], refusedWhole: 0 };
    if (variantOpened[index]) {
      row.opened++;
      if (!(await sniffResume(variant.bytes, variant.extension))) {
        if (variant.whole) row.refused.push(variant.name);
        else row.refusedWhole++;
      }
    }
    byKind.set(variant.kind, row);
  }
  // Cut short: a third, half and two thirds of each file accepted whole, and its last 600, 30 and 8 bytes gone.
  let cutCount = 0;
  const cutAccepted = [];
  for (const file of files) {
    if (!(await sniffResume(file.bytes, file.extension))) continue;
    const length = file.bytes.length;
    for (const end of [length / 3, length / 2, (2 * length) / 3, length - 600, length - 30, length - 8].map(Math.floor).filter((end) => end > 0)) {
      cutCount++;
      if (await sniffResume(file.bytes.subarray(0, end), file.extension)) cutAccepted.push(`${file.name} cut to ${end} of ${length} bytes`);
    }
  }
  console.log(`cut short: ${cutCount} cuts of files accepted whole, ${cutAccepted.length} accepted (${percent(cutAccepted.length, cutCount)})`);
  if (list) for (const cut of cutAccepted) console.log(`  accepted: ${cut}`);
  console.log("transport variants of the files the reader opens (only variants it still opens count):");
  for (const [kind, row] of byKind) {
    console.log(
      `  ${kind}: ${row.opened} opened; ${row.refused.length} refused of those whose file is accepted as written (${percent(row.refused.length, row.opened - row.refusedWhole)}), ` +
        `${row.refusedWhole} refused whose file is refused as written`,
    );
    if (list) for (const name of row.refused) console.log(`    refused: ${basename(name)}`);
  }
}
