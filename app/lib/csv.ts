/**
 * CSV as RFC 4180 writes it (decision 0505), for the studio's exports: fields separated by commas,
 * records ended by CRLF, a field quoted when it holds a comma, a quote, CR or LF (its quotes
 * doubled). The file starts with a UTF-8 byte order mark, so Excel reads "São Paulo" as written
 * (without it Excel guesses the machine's legacy code page); LibreOffice, Numbers, Google Sheets
 * and Python's csv (utf-8-sig) take it too.
 *
 * Formulas are neutralised (OWASP "CSV injection"): a text cell that starts with `=`, `+`, `-`,
 * `@`, a tab or a carriage return gets a leading `'`, so a spreadsheet shows it as text and never
 * runs it. The cell keeps every character the visitor typed after that mark.
 */
export type CsvValue = string | number | boolean | null | undefined;

export const csvByteOrderMark = "\uFEFF";
const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "string" ? value : String(value);
  // Numbers and booleans are the site's own values; only text can carry a visitor's formula.
  if (typeof value === "string" && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRecord(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/**
 * A CSV file as a stream: the byte order mark and the header, then each chunk `next` gives until it
 * gives null. Chunks are read only as the reader takes them, so a large export never sits in memory;
 * a failure while streaming errors the stream (the download fails visibly, never a short file that
 * looks whole).
 */
export function csvStream(header: readonly string[], first: readonly (readonly CsvValue[])[], next: () => Promise<readonly (readonly CsvValue[])[] | null>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(csvByteOrderMark + csvRecord(header) + first.map(csvRecord).join("")));
          return;
        }
        const rows = await next();
        if (rows === null) controller.close();
        else controller.enqueue(encoder.encode(rows.map(csvRecord).join("")));
      } catch (error) {
        controller.error(error);
      }
    },
  });
}
