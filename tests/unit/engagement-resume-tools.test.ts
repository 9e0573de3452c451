import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sniffResume } from "~/features/engagement/careers/uploads.server";
import type { ResumeExtension } from "~/backend/types";
import { buildWord95Doc } from "../fixtures/engagement/office";

/**
 * Resumes as real tools write them, and as transport leaves them (issue 30 item 3, decision
 * 0310): every one is accepted, and every one cut short is refused.
 *
 * Always run, on committed files: resume.pdf (printed by Chromium), resume-linearized.pdf (that
 * file through `qpdf --linearize`), resume-word97.doc (LibreOffice's "MS Word 97" filter),
 * resume.docx, and a Word 95 file made by buildWord95Doc (no tool here writes Word 95).
 *
 * Run when the tools are installed (apt-get install libreoffice-writer-nogui pandoc
 * ghostscript qpdf poppler-utils chromium), each skipped with its reason otherwise: the same
 * résumé written now by LibreOffice (PDF, PDF/A, .doc, .docx), pandoc (.docx), Chromium
 * (print to PDF), Ghostscript (pdfwrite) and qpdf (linearized, object streams); poppler
 * (`pdfinfo`) and LibreOffice confirm that each transport variant still opens.
 */

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/engagement/${name}`, import.meta.url)));
const has = (tool: string) => spawnSync("sh", ["-c", `command -v ${tool}`]).status === 0;
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");
const join2 = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const text = (value: string) => new Uint8Array(Buffer.from(value, "latin1"));

/** What transport does to a file: bytes before a PDF's header and after any file's end, a PDF offset that is off. */
function transportVariants(bytes: Uint8Array, extension: ResumeExtension): Array<[string, Uint8Array]> {
  const after: Array<[string, Uint8Array]> = [
    ["a mail gateway's footer after the end", join2(bytes, text("\r\n-- \r\nScanned by the mail gateway. No virus found.\r\n"))],
    ["a scanner's zero padding after the end", join2(bytes, new Uint8Array(extension === "doc" ? 1024 : 600))],
  ];
  if (extension !== "pdf") return after;
  const source = latin1(bytes);
  const pointer = /startxref(\s+)(\d+)(\s*%%EOF\s*)$/.exec(source);
  const off = (delta: number): [string, Uint8Array] => [
    `its startxref ${delta} bytes off`,
    text(source.slice(0, pointer!.index) + `startxref${pointer![1]}${Number(pointer![2]) + delta}${pointer![3]}`),
  ];
  return [
    ["a byte-order mark before the header", join2(Uint8Array.from([0xef, 0xbb, 0xbf]), bytes)],
    ["a spooler's job line before the header", join2(text("\x1b%-12345X@PJL JOB\r\n"), bytes)],
    ["1,000 bytes of junk before the header", join2(new Uint8Array(1000).fill(0x20), bytes)],
    ...after,
    ...(pointer ? [off(7), off(-5)] : []),
  ];
}

/** Cuts that leave a file short: halfway, and near its end. */
function cuts(bytes: Uint8Array): Uint8Array[] {
  return [Math.floor(bytes.length / 3), Math.floor(bytes.length / 2), bytes.length - 600, bytes.length - 30, bytes.length - 8].map((end) => bytes.subarray(0, end));
}

async function expectAcceptedWithVariants(name: string, bytes: Uint8Array, extension: ResumeExtension) {
  expect(await sniffResume(bytes, extension), `${name} as written`).toBe(true);
  for (const [variant, changed] of transportVariants(bytes, extension)) {
    expect(await sniffResume(changed, extension), `${name} with ${variant}`).toBe(true);
  }
  for (const short of cuts(bytes)) {
    expect(await sniffResume(short, extension), `${name} cut to ${short.length} of ${bytes.length} bytes`).toBe(false);
  }
}

/** Whether poppler opens a PDF. */
function popplerOpens(bytes: Uint8Array, dir: string): boolean {
  const file = join(dir, `variant-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return spawnSync("pdfinfo", [file], { stdio: "ignore", timeout: 30_000 }).status === 0;
}

/** LibreOffice's text of each file, in one run (a start of LibreOffice takes seconds). */
function libreOfficeText(files: string[], dir: string): string[] {
  const out = mkdtempSync(join(dir, "text-"));
  execFileSync("soffice", [`-env:UserInstallation=file://${join(dir, "profile")}`, "--headless", "--convert-to", "txt:Text", "--outdir", out, ...files], {
    stdio: "ignore",
    timeout: 180_000,
  });
  return files.map((file) => {
    const stem = file.split("/").pop()!.replace(/\.[^.]+$/, "");
    try {
      return readFileSync(join(out, `${stem}.txt`), "utf8");
    } catch {
      return "";
    }
  });
}

describe("resumes written by real tools", () => {
  let dir = "";
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "resume-tools-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("committed files: Chromium's PDF, qpdf's linearized PDF, LibreOffice's Word 97 .doc, a .docx, a Word 95 .doc", async () => {
    await expectAcceptedWithVariants("resume.pdf (Chromium)", fixture("resume.pdf"), "pdf");
    await expectAcceptedWithVariants("resume-linearized.pdf (qpdf)", fixture("resume-linearized.pdf"), "pdf");
    await expectAcceptedWithVariants("resume-word97.doc (LibreOffice)", fixture("resume-word97.doc"), "doc");
    await expectAcceptedWithVariants("resume.docx", fixture("resume.docx"), "docx");
    await expectAcceptedWithVariants("a Word 95 .doc", buildWord95Doc(), "doc");
    await expectAcceptedWithVariants("a Word 6.0 .doc", buildWord95Doc({ nFib: 101, streamName: "WORDDOCUMENT" }), "doc");
  });

  it.skipIf(!has("pdfinfo"))("poppler opens every PDF transport variant (skipped without pdfinfo: apt-get install poppler-utils)", () => {
    for (const name of ["resume.pdf", "resume-linearized.pdf"]) {
      for (const [variant, bytes] of transportVariants(fixture(name), "pdf")) expect(popplerOpens(bytes, dir), `${name} with ${variant}`).toBe(true);
    }
  });

  it.skipIf(!has("soffice"))(
    "LibreOffice opens the Word 95 and Word 6.0 files and reads their text, also with bytes after the end (skipped without soffice: apt-get install libreoffice-writer-nogui)",
    () => {
      const files = [
        ["word95.doc", buildWord95Doc()],
        ["word6-upper.doc", buildWord95Doc({ nFib: 101, streamName: "WORDDOCUMENT" })],
        ["word95-padded.doc", buildWord95Doc({ after: new Uint8Array(1024) })],
      ] as const;
      const paths = files.map(([name, bytes]) => {
        writeFileSync(join(dir, name), bytes);
        return join(dir, name);
      });
      for (const [index, content] of libreOfficeText(paths, dir).entries()) {
        expect(content, files[index]![0]).toContain("Sales Development Representative");
        expect(content, files[index]![0]).toContain("Booked 40 demos a month");
      }
    },
    240_000,
  );

  const cv = [
    "# Ana Ribeiro",
    "",
    "São Paulo · ana@example.com · +55 11 91234-5678",
    "",
    "## Experience",
    "",
    "**Sales Development Representative**, Hospedagem Direta (2021–2024)",
    "",
    "- Booked 40 demos a month with property managers in Brazil and Mexico.",
    "- Ran outbound sequences in Portuguese, Spanish and English.",
  ].join("\n");

  /** Runs a tool; a file it did not write fails the test with the tool's name. */
  function written(path: string): Uint8Array {
    const bytes = new Uint8Array(readFileSync(path));
    expect(bytes.length, path).toBeGreaterThan(0);
    return bytes;
  }

  it.skipIf(!has("pandoc") || !has("soffice"))(
    "pandoc and LibreOffice: .docx, .doc, PDF and PDF/A (skipped without pandoc or soffice: apt-get install pandoc libreoffice-writer-nogui)",
    async () => {
      writeFileSync(join(dir, "cv.md"), cv);
      execFileSync("pandoc", [join(dir, "cv.md"), "-o", join(dir, "pandoc.docx")]);
      execFileSync("pandoc", [join(dir, "cv.md"), "-o", join(dir, "cv.odt")]);
      const profile = `-env:UserInstallation=file://${join(dir, "profile")}`;
      const convert = (filter: string, outdir: string) =>
        execFileSync("soffice", [profile, "--headless", "--convert-to", filter, "--outdir", join(dir, outdir), join(dir, "cv.odt")], { stdio: "ignore", timeout: 180_000 });
      convert("doc:MS Word 97", "word97");
      convert("docx:MS Word 2007 XML", "docx");
      convert("pdf", "pdf");
      convert('pdf:writer_pdf_Export:{"SelectPdfVersion":{"type":"long","value":"2"}}', "pdfa");
      await expectAcceptedWithVariants("pandoc.docx", written(join(dir, "pandoc.docx")), "docx");
      await expectAcceptedWithVariants("LibreOffice Word 97 .doc", written(join(dir, "word97", "cv.doc")), "doc");
      await expectAcceptedWithVariants("LibreOffice .docx", written(join(dir, "docx", "cv.docx")), "docx");
      await expectAcceptedWithVariants("LibreOffice PDF", written(join(dir, "pdf", "cv.pdf")), "pdf");
      await expectAcceptedWithVariants("LibreOffice PDF/A-2", written(join(dir, "pdfa", "cv.pdf")), "pdf");
      if (has("pdfinfo")) {
        for (const [variant, bytes] of transportVariants(written(join(dir, "pdf", "cv.pdf")), "pdf")) {
          expect(popplerOpens(bytes, dir), `LibreOffice PDF with ${variant}`).toBe(true);
        }
      }
      // LibreOffice opens its own .doc with spare sectors and bytes after the end.
      const doc = written(join(dir, "word97", "cv.doc"));
      const variants = transportVariants(doc, "doc").map(([, bytes], index) => {
        writeFileSync(join(dir, `doc-variant-${index}.doc`), bytes);
        return join(dir, `doc-variant-${index}.doc`);
      });
      for (const content of libreOfficeText(variants, dir)) expect(content).toContain("Hospedagem Direta");
    },
    300_000,
  );

  it.skipIf(!has("chromium") || !has("gs") || !has("qpdf"))(
    "Chromium, Ghostscript and qpdf: printed, rewritten, linearized, with object streams (skipped without chromium, gs or qpdf: apt-get install chromium ghostscript qpdf)",
    async () => {
      const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Ana Ribeiro</title><h1>Ana Ribeiro</h1><p>Sales Development Representative</p></html>`;
      writeFileSync(join(dir, "cv.html"), html);
      const printed = join(dir, "chromium.pdf");
      execFileSync("chromium", ["--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer", `--print-to-pdf=${printed}`, join(dir, "cv.html")], {
        stdio: "ignore",
        timeout: 120_000,
      });
      execFileSync("gs", ["-q", "-dNOPAUSE", "-dBATCH", "-sDEVICE=pdfwrite", `-sOutputFile=${join(dir, "gs.pdf")}`, printed]);
      execFileSync("gs", ["-q", "-dNOPAUSE", "-dBATCH", "-sDEVICE=pdfwrite", "-dCompatibilityLevel=1.4", "-dPDFSETTINGS=/ebook", `-sOutputFile=${join(dir, "gs14.pdf")}`, printed]);
      execFileSync("qpdf", ["--linearize", join(dir, "gs.pdf"), join(dir, "linearized.pdf")]);
      execFileSync("qpdf", ["--object-streams=generate", printed, join(dir, "objstm.pdf")]);
      execFileSync("qpdf", ["--linearize", "--object-streams=generate", join(dir, "gs14.pdf"), join(dir, "both.pdf")]);
      for (const name of ["chromium.pdf", "gs.pdf", "gs14.pdf", "linearized.pdf", "objstm.pdf", "both.pdf"]) {
        await expectAcceptedWithVariants(name, written(join(dir, name)), "pdf");
      }
      expect(readdirSync(dir).filter((name) => name.endsWith(".pdf")).length).toBeGreaterThanOrEqual(6);
    },
    240_000,
  );

  /** More writers a résumé passes through: each rewrites Chromium's PDF, or makes one from a picture or a drawing. */
  const rewriters: Array<{ tool: string; apt: string; what: string; write: (input: string, output: string) => void }> = [
    {
      tool: "exiftool",
      apt: "libimage-exiftool-perl",
      what: "ExifTool's metadata edit (an incremental update after its own comment line)",
      write: (input, output) => execFileSync("exiftool", ["-q", "-Author=Ana Ribeiro", "-o", output, input]),
    },
    { tool: "mutool", apt: "mupdf-tools", what: "MuPDF's clean, compressed", write: (input, output) => execFileSync("mutool", ["clean", "-gggg", "-z", input, output]) },
    { tool: "pdfunite", apt: "poppler-utils", what: "poppler's pdfunite of two copies", write: (input, output) => execFileSync("pdfunite", [input, input, output]) },
    {
      tool: "img2pdf",
      apt: "img2pdf poppler-utils",
      what: "a scanned page (pdftoppm's PNG) through img2pdf",
      write: (input, output) => {
        execFileSync("pdftoppm", ["-r", "50", "-png", "-singlefile", input, `${output}-page`]);
        execFileSync("img2pdf", [`${output}-page.png`, "-o", output]);
      },
    },
    {
      tool: "rsvg-convert",
      apt: "librsvg2-bin",
      what: "cairo's PDF of a drawing (rsvg-convert)",
      write: (_input, output) => {
        writeFileSync(`${output}.svg`, '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="80"><text x="10" y="40">Ana Ribeiro</text></svg>');
        execFileSync("rsvg-convert", ["-f", "pdf", "-o", output, `${output}.svg`]);
      },
    },
  ];
  for (const { tool, apt, what, write } of rewriters) {
    it.skipIf(!has(tool) || (tool === "img2pdf" && !has("pdftoppm")))(`${what} (skipped without ${tool}: apt-get install ${apt})`, async () => {
      const input = join(dir, "chromium-input.pdf");
      writeFileSync(input, fixture("resume.pdf"));
      const output = join(dir, `${tool}.pdf`);
      write(input, output);
      await expectAcceptedWithVariants(what, written(output), "pdf");
    });
  }
});
