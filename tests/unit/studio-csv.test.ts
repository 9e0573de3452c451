import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { csvByteOrderMark, csvCell, csvRecord, csvStream } from "~/lib/csv";

/**
 * The studio's CSV (decision 0505): RFC 4180 quoting and CRLF, UTF-8 with a byte order mark, and
 * formulas neutralised so a spreadsheet shows what a visitor typed and never runs it.
 */
async function text(stream: ReadableStream<Uint8Array>) {
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());
}

const has = (tool: string) => {
  try {
    execFileSync(tool, ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};

describe("csvCell", () => {
  it("prefixes every cell a spreadsheet would read as a formula with an apostrophe", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+351 912 345 678")).toBe("'+351 912 345 678");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1:A2)")).toBe("'@SUM(A1:A2)");
    expect(csvCell("\t=cmd")).toBe("'\t=cmd");
    expect(csvCell("\r=cmd")).toBe("\"'\r=cmd\"");
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    // A formula sign later in the text is plain text; numbers are the site's own.
    expect(csvCell("a=1")).toBe("a=1");
    expect(csvCell(-5)).toBe("-5");
  });

  it("quotes commas, quotes and line breaks, and leaves empty values empty", () => {
    expect(csvCell("Casa, Azul")).toBe('"Casa, Azul"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("São Paulo ✓")).toBe("São Paulo ✓");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(true)).toBe("true");
    expect(csvRecord(["a", "b,c", null])).toBe('a,"b,c",\r\n');
  });
});

describe("csvStream", () => {
  it("writes the byte order mark, the header and each chunk, then ends", async () => {
    const chunks = [[["b", "2"]], [["c", "3"]], null];
    const body = await text(csvStream(["name", "n"], [["a", 1]], async () => chunks.shift() ?? null));
    expect(body).toBe(`${csvByteOrderMark}name,n\r\na,1\r\nb,2\r\nc,3\r\n`);
  });

  it("fails the download when a chunk cannot be read, rather than ending a short file", async () => {
    const stream = csvStream(["name"], [["a"]], async () => {
      throw new Error("backend down");
    });
    await expect(text(stream)).rejects.toThrow("backend down");
  });

  it.skipIf(!has("python3"))("reads back cell for cell with Python's csv module, =1+1 as text (skipped without python3)", async () => {
    const rows = [
      ["=1+1", "Ana, \"Casa\" Azul", "first line\r\nsecond line"],
      ["São Paulo — ação", "@me", "+351 912 345 678"],
    ];
    const body = await text(csvStream(["formula", "quoted", "lines"], rows, async () => null));
    const script = "import csv,io,json,sys; data=sys.stdin.buffer.read().decode('utf-8-sig'); print(json.dumps(list(csv.reader(io.StringIO(data, newline='')))))";
    const parsed = JSON.parse(execFileSync("python3", ["-c", script], { input: Buffer.from(body, "utf8") }).toString()) as string[][];
    expect(parsed).toEqual([
      ["formula", "quoted", "lines"],
      ["'=1+1", 'Ana, "Casa" Azul', "first line\r\nsecond line"],
      ["São Paulo — ação", "'@me", "'+351 912 345 678"],
    ]);
    expect(Buffer.from(body, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
