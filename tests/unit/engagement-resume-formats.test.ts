import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { sniffResume } from "~/features/engagement/careers/uploads.server";
import { buildDoc, buildDocx, buildPlainZip, buildWord95Doc, cfbStreamNames, wordMainType } from "../fixtures/engagement/office";
import { buildPdf } from "../fixtures/engagement/pdf";

/**
 * The resume's structure (issue 23 item 5, decision 0308; issue 30 item 3, decision 0310):
 * real minimal files made by other writers (a Chrome-printed PDF, PDFs with an xref table and
 * an xref stream, a DOCX zipped by fflate, a DOC written by SheetJS's cfb, a Word 95 file) and
 * what transport does to them (bytes before a PDF's header and after any file's end, an
 * offset that is off, spare sectors) are accepted; files that only begin like one, are cut
 * short or are another format are refused. Files written by LibreOffice, Ghostscript, qpdf,
 * Chromium and pandoc are in engagement-resume-tools.test.ts.
 */

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../fixtures/engagement/${name}`, import.meta.url)));
const text = (value: string) => new TextEncoder().encode(value);
const join = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
/** The first bytes of a Windows executable. */
const executable = join(text("MZ\x90\0\x03\0\0\0\x04\0\0\0"), new Uint8Array(500).fill(0x90));
const elf = fixture("renamed-executable.pdf");

describe("a PDF resume", () => {
  it("is accepted whole: printed by Chrome, with an xref table, with an xref stream, large and padded", async () => {
    expect(await sniffResume(fixture("resume.pdf"), "pdf")).toBe(true);
    expect(await sniffResume(buildPdf(), "pdf")).toBe(true);
    expect(await sniffResume(buildPdf({ xref: "stream" }), "pdf")).toBe(true);
    expect(await sniffResume(buildPdf({ padTo: 2 * 1024 * 1024 }), "pdf")).toBe(true);
    // A line end or two after %%EOF, as many writers leave.
    expect(await sniffResume(join(buildPdf(), text("\r\n\n")), "pdf")).toBe(true);
  });

  it("is refused when it is only the first bytes: a 5-byte %PDF-, an HTML page that starts with %PDF-, a truncated PDF", async () => {
    expect(await sniffResume(text("%PDF-"), "pdf")).toBe(false);
    expect(await sniffResume(text("%PDF-1.7\n<!doctype html><html><body><script>alert(1)</script></body></html>\n"), "pdf")).toBe(false);
    const whole = buildPdf();
    expect(await sniffResume(whole.subarray(0, whole.length - 20), "pdf")).toBe(false);
    expect(await sniffResume(whole.subarray(0, Math.floor(whole.length / 2)), "pdf")).toBe(false);
  });

  it("is accepted as transport leaves it: bytes before the header, after %%EOF", async () => {
    const good = buildPdf();
    // A byte-order mark (TextEdit), a spooler's job line (print shops), up to a kilobyte of junk.
    expect(await sniffResume(join(Uint8Array.from([0xef, 0xbb, 0xbf]), good), "pdf")).toBe(true);
    expect(await sniffResume(join(text("\x1b%-12345X@PJL JOB\r\n"), good), "pdf")).toBe(true);
    expect(await sniffResume(join(new Uint8Array(1019).fill(0x2a), good), "pdf")).toBe(true);
    // A scanner's padding, a mail gateway's footer, whatever else was sent along.
    expect(await sniffResume(join(good, new Uint8Array(4096)), "pdf")).toBe(true);
    expect(await sniffResume(join(good, text("\r\n-- \r\nScanned by the mail gateway. No virus found.\r\n")), "pdf")).toBe(true);
    expect(await sniffResume(buildPdf({ after: executable }), "pdf")).toBe(true);
    expect(await sniffResume(buildPdf({ after: buildPlainZip() }), "pdf")).toBe(true);
    expect(await sniffResume(join(fixture("resume.pdf"), text("x")), "pdf")).toBe(true);
    // Both at once, on a cross-reference stream.
    expect(await sniffResume(join(text("\r\n"), buildPdf({ xref: "stream" }), text("\0\0\0")), "pdf")).toBe(true);
  });

  it("is accepted when its startxref is a few bytes off, or points nowhere: readers rebuild the cross-reference", async () => {
    const good = new TextDecoder("latin1").decode(buildPdf());
    const pointer = /startxref\n(\d+)/.exec(good)!;
    const at = (offset: number) => Uint8Array.from(good.replace(pointer[0], `startxref\n${offset}`), (char) => char.charCodeAt(0));
    expect(await sniffResume(at(Number(pointer[1]) - 7), "pdf")).toBe(true);
    expect(await sniffResume(at(Number(pointer[1]) + 3), "pdf")).toBe(true);
    expect(await sniffResume(at(999_999), "pdf")).toBe(true);
    expect(await sniffResume(at(0), "pdf")).toBe(true);
    // Offsets counted from the header rather than from the file's first byte, as pdf.js counts them.
    expect(await sniffResume(join(text("junk\n"), buildPdf({ xref: "stream" })), "pdf")).toBe(true);
  });

  it("is refused when no reader could find its catalog: no trailer naming /Root, or no object at all", async () => {
    const good = new TextDecoder("latin1").decode(buildPdf());
    const pointer = /startxref\n(\d+)/.exec(good)!;
    const broken = good.replace(pointer[0], "startxref\n7").replace("/Root 1 0 R", "/Info 1 0 R");
    expect(await sniffResume(Uint8Array.from(broken, (char) => char.charCodeAt(0)), "pdf")).toBe(false);
    expect(await sniffResume(text("%PDF-1.4\n/Root\nstartxref\n9\n%%EOF\n"), "pdf")).toBe(false);
  });

  it("is refused when cut short: in its body, in an update appended to it, after a linearized first page", async () => {
    const whole = buildPdf();
    for (const cut of [9, 200, whole.length - 40, whole.length - 20, whole.length - 3]) {
      expect(await sniffResume(whole.subarray(0, cut), "pdf")).toBe(false);
    }
    // An incremental update (a changed page, its xref and a second %%EOF) cut before its %%EOF:
    // the first %%EOF is followed by an object.
    const update = text("3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\nxref\n3 1\n");
    expect(await sniffResume(join(whole, update), "pdf")).toBe(false);
    // Word's PDFs end with an update that only rewrites the cross-reference: cut before its %%EOF.
    const xrefOnly = text("xref\r\n0 0\r\ntrailer\r\n<</Size 6/Root 1 0 R/Prev 9>>\r\nstartxref\r\n");
    expect(await sniffResume(join(whole, xrefOnly), "pdf")).toBe(false);
    expect(await sniffResume(join(whole, xrefOnly.subarray(0, 12)), "pdf")).toBe(false);
    // ExifTool's update begins with a comment line; a cut can land in an object's header.
    expect(await sniffResume(join(whole, text("%BeginExifToolUpdate\n1 0 obj\n<< /Author (Ana)")), "pdf")).toBe(false);
    expect(await sniffResume(join(whole, text("12 0 o")), "pdf")).toBe(false);
    // A linearized file declares its length: one shorter than that lost its other pages.
    const first = "%\xe2\xe3\xcf\xd3\n";
    const linearized = (length: string) =>
      new TextDecoder("latin1").decode(whole).replace(first, `${first}9 0 obj\n<< /Linearized 1 /L ${length} /N 1 >>\nendobj\n`);
    expect(await sniffResume(Uint8Array.from(linearized("99999"), (char) => char.charCodeAt(0)), "pdf")).toBe(false);
    const honest = linearized("00000");
    expect(await sniffResume(Uint8Array.from(linearized(String(honest.length).padStart(5, "0")), (char) => char.charCodeAt(0)), "pdf")).toBe(true);
  });

  it("is refused when its header is past the first kilobyte, or the file begins as another format", async () => {
    expect(await sniffResume(join(new Uint8Array(1025).fill(0x2a), buildPdf()), "pdf")).toBe(false);
    // An HTML page that quotes a PDF, a zip holding one uncompressed, an executable carrying one.
    expect(await sniffResume(join(text("<!doctype html><pre>"), buildPdf(), text("</pre>")), "pdf")).toBe(false);
    expect(await sniffResume(join(Uint8Array.from([0xef, 0xbb, 0xbf]), text(" <html>"), buildPdf()), "pdf")).toBe(false);
    expect(await sniffResume(join(text("PK\x03\x04\x14\0\0\0\0\0cv.pdf"), buildPdf()), "pdf")).toBe(false);
    expect(await sniffResume(join(executable.subarray(0, 100), buildPdf()), "pdf")).toBe(false);
  });

  it("is refused when it is another format: an executable, a DOCX, a DOC", async () => {
    expect(await sniffResume(elf, "pdf")).toBe(false);
    expect(await sniffResume(buildDocx(), "pdf")).toBe(false);
    expect(await sniffResume(buildDoc(), "pdf")).toBe(false);
    expect(await sniffResume(new Uint8Array(0), "pdf")).toBe(false);
  });
});

describe("a DOCX resume", () => {
  it("is accepted whole: the committed fixture and one zipped by fflate", async () => {
    expect(await sniffResume(fixture("resume.docx"), "docx")).toBe(true);
    expect(await sniffResume(buildDocx(), "docx")).toBe(true);
    expect(await sniffResume(buildDocx({ extra: { "word/styles.xml": "<w:styles/>", "docProps/core.xml": "<cp:coreProperties/>" } }), "docx")).toBe(true);
  });

  it("reads the main part's type from its Override, or from the Default for .xml when it has none", async () => {
    const types = (body: string) => `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">${body}</Types>`;
    const rels = '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>';
    expect(await sniffResume(buildDocx({ contentTypesXml: types(`${rels}<Default Extension='XML' ContentType='${wordMainType}'/>`) }), "docx")).toBe(true);
    expect(await sniffResume(buildDocx({ contentTypesXml: types(`${rels}<Override ContentType="${wordMainType}" PartName="/WORD/document.xml"/>`) }), "docx")).toBe(true);
    // The Override wins over the Default: a macro-enabled main part is refused whatever the Default says.
    const macro = "application/vnd.ms-word.document.macroEnabled.main+xml";
    const both = types(`${rels}<Default Extension="xml" ContentType="${wordMainType}"/><Override PartName="/word/document.xml" ContentType="${macro}"/>`);
    expect(await sniffResume(buildDocx({ contentTypesXml: both }), "docx")).toBe(false);
    expect(await sniffResume(buildDocx({ contentTypesXml: types(`${rels}<Default Extension="xml" ContentType="application/xml"/>`) }), "docx")).toBe(false);
  });

  it("is accepted when it is a template (.dotx) named .docx, as LibreOffice and Google Docs open it", async () => {
    expect(await sniffResume(buildDocx({ mainType: wordMainType.replace("document.main", "template.main") }), "docx")).toBe(true);
  });

  it("is refused when a part Word needs is missing, or it is not a Word document", async () => {
    expect(await sniffResume(buildPlainZip(), "docx")).toBe(false);
    expect(await sniffResume(buildDocx({ without: ["[Content_Types].xml"] }), "docx")).toBe(false);
    expect(await sniffResume(buildDocx({ without: ["word/document.xml"] }), "docx")).toBe(false);
    // A macro-enabled document (.docm) or template (.dotm) renamed .docx: macros are not accepted.
    expect(await sniffResume(buildDocx({ mainType: "application/vnd.ms-word.document.macroEnabled.main+xml" }), "docx")).toBe(false);
    expect(await sniffResume(buildDocx({ mainType: "application/vnd.ms-word.template.macroEnabledTemplate.main+xml" }), "docx")).toBe(false);
  });

  it("is accepted with bytes after its end record, as zip readers and Word accept it", async () => {
    expect(await sniffResume(buildDocx({ after: Uint8Array.from([0x0a]) }), "docx")).toBe(true);
    expect(await sniffResume(buildDocx({ after: text("\r\n-- \r\nScanned by the mail gateway.\r\n") }), "docx")).toBe(true);
    expect(await sniffResume(buildDocx({ after: executable }), "docx")).toBe(true);
    expect(await sniffResume(buildDocx({ after: buildPlainZip() }), "docx")).toBe(true);
    // More than the longest zip comment after it: no reader looks that far back for the end record.
    expect(await sniffResume(buildDocx({ after: new Uint8Array(70_000) }), "docx")).toBe(false);
  });

  it("is refused when it only begins like a zip, or is cut short", async () => {
    expect(await sniffResume(Uint8Array.from([0x50, 0x4b, 0x03, 0x04]), "docx")).toBe(false);
    expect(await sniffResume(join(Uint8Array.from([0x50, 0x4b, 0x03, 0x04]), text("<html>not a zip</html>")), "docx")).toBe(false);
    const whole = buildDocx();
    expect(await sniffResume(whole.subarray(0, whole.length - 30), "docx")).toBe(false);
    expect(await sniffResume(whole.subarray(0, Math.floor(whole.length / 2)), "docx")).toBe(false);
    // An executable with a Word document appended (a self-extracting archive) does not begin with the zip.
    expect(await sniffResume(join(executable, buildDocx()), "docx")).toBe(false);
  });

  it("is refused when its central directory does not point at real entries", async () => {
    const bad = buildDocx();
    const view = new DataView(bad.buffer);
    // The first central directory header's local header offset, moved off its entry.
    const directory = view.getUint32(bad.length - 22 + 16, true);
    view.setUint32(directory + 42, 7, true);
    expect(await sniffResume(bad, "docx")).toBe(false);
  });

  it("is refused when [Content_Types].xml does not inflate", async () => {
    const bad = buildDocx();
    // Corrupt the first entry's deflated bytes ([Content_Types].xml is written first).
    const view = new DataView(bad.buffer);
    const dataStart = 30 + view.getUint16(26, true) + view.getUint16(28, true);
    bad.fill(0xff, dataStart, dataStart + 40);
    expect(await sniffResume(bad, "docx")).toBe(false);
  });

  it("is refused when it is another format", async () => {
    expect(await sniffResume(fixture("resume.pdf"), "docx")).toBe(false);
    expect(await sniffResume(buildDoc(), "docx")).toBe(false);
    expect(await sniffResume(elf, "docx")).toBe(false);
  });
});

describe("a DOC resume", () => {
  it("is accepted whole: an OLE compound file with a WordDocument stream, as cfb writes and reads it", async () => {
    const doc = buildDoc();
    expect(cfbStreamNames(doc)).toContain("WordDocument");
    expect(await sniffResume(doc, "doc")).toBe(true);
    // A short WordDocument stream lives in the mini stream.
    expect(await sniffResume(buildDoc({ streams: { WordDocument: 1200, "1Table": 600 } }), "doc")).toBe(true);
    // A large one spans many sectors (and a second FAT sector).
    expect(await sniffResume(buildDoc({ streams: { WordDocument: 300_000, "1Table": 40_000, Data: 100_000 } }), "doc")).toBe(true);
  });

  it("is accepted from Word 6.0 and Word 95 (FIB identifier 0xA5DC)", async () => {
    expect(await sniffResume(buildWord95Doc(), "doc")).toBe(true);
    expect(await sniffResume(buildWord95Doc({ nFib: 101 }), "doc")).toBe(true);
  });

  it("is accepted from Word 2.0 (no compound file: the FIB, then the data up to cbMac), and refused cut short", async () => {
    // The first 36 bytes of a Word 2.0 file's FIB: identifier 0xA5DB, version 45, text from 0x180 to 0x1833, data to 0x3946.
    const word2 = new Uint8Array(0x3946);
    const view = new DataView(word2.buffer);
    view.setUint16(0, 0xa5db, true);
    view.setUint16(2, 45, true);
    view.setUint32(0x18, 0x180, true);
    view.setUint32(0x1c, 0x1833, true);
    view.setUint32(0x20, 0x3946, true);
    expect(await sniffResume(word2, "doc")).toBe(true);
    expect(await sniffResume(join(word2, text("\r\n-- \r\nScanned.\r\n")), "doc")).toBe(true);
    expect(await sniffResume(word2.subarray(0, 0x3000), "doc")).toBe(false);
    expect(await sniffResume(word2.subarray(0, 32), "doc")).toBe(false);
  });

  it("is accepted whatever the letter case of its WordDocument stream's name", async () => {
    for (const streamName of ["worddocument", "WORDDOCUMENT", "Worddocument"]) {
      const doc = buildWord95Doc({ streamName });
      expect(cfbStreamNames(doc)).toContain(streamName);
      expect(await sniffResume(doc, "doc")).toBe(true);
    }
  });

  it("is accepted with spare sectors or other bytes after the last sector in use", async () => {
    expect(await sniffResume(buildDoc({ after: new Uint8Array(4096) }), "doc")).toBe(true);
    expect(await sniffResume(buildDoc({ after: executable }), "doc")).toBe(true);
    expect(await sniffResume(buildWord95Doc({ after: new Uint8Array(1024) }), "doc")).toBe(true);
    expect(await sniffResume(buildWord95Doc({ after: text("\r\n-- \r\nScanned.\r\n") }), "doc")).toBe(true);
  });

  it("is refused when it is only the OLE header: a bare .doc signature, or the 512-byte header alone", async () => {
    const bare = new Uint8Array(1024);
    bare.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await sniffResume(bare, "doc")).toBe(false);
    expect(await sniffResume(bare.subarray(0, 8), "doc")).toBe(false);
    expect(await sniffResume(buildDoc().subarray(0, 512), "doc")).toBe(false);
  });

  it("is refused when the compound file has no WordDocument stream (an Excel or other OLE file)", async () => {
    const workbook = buildDoc({ streams: { Workbook: 8192 } });
    expect(cfbStreamNames(workbook)).toContain("Workbook");
    expect(await sniffResume(workbook, "doc")).toBe(false);
    // A WordDocument stream that does not begin with a Word identifier, or with one of Word 2.
    const notWord = buildDoc();
    const at = Buffer.from(notWord).indexOf(Buffer.from([0xec, 0xa5, 0xc1, 0x00]));
    notWord[at + 1] = 0;
    expect(await sniffResume(notWord, "doc")).toBe(false);
    expect(await sniffResume(buildWord95Doc({ nFib: 45 }), "doc")).toBe(false);
  });

  it("is refused when cut short, even by a byte", async () => {
    for (const whole of [buildDoc(), buildWord95Doc(), buildDoc({ streams: { WordDocument: 300_000, "1Table": 40_000 } })]) {
      for (const cut of [whole.length - 1024, whole.length - 100, whole.length - 1, Math.floor(whole.length / 2)]) {
        expect(await sniffResume(whole.subarray(0, cut), "doc")).toBe(false);
      }
    }
  });

  it("is refused when it is another format", async () => {
    expect(await sniffResume(fixture("resume.pdf"), "doc")).toBe(false);
    expect(await sniffResume(buildDocx(), "doc")).toBe(false);
    expect(await sniffResume(elf, "doc")).toBe(false);
  });
});
