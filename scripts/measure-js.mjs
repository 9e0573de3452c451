// What a first visit downloads, page by page, on a running site: the HTML's gzip size and
// the JavaScript its document loads (<script src>, <link rel="modulepreload">, and the
// static imports of those modules), gzip-compressed as a server would send them.
// Usage: node scripts/measure-js.mjs [origin] [path ...]   (docs/decisions/0012-javascript-budget.md)
import { gzipSync } from "node:zlib";

const [origin = "http://127.0.0.1:8788", ...args] = process.argv.slice(2);
const paths = args.length > 0 ? args : ["/", "/pt", "/pricing", "/pt/pricing", "/about", "/features/referral-program", "/features/ai-content-creation", "/blog"];
const gzip = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

async function text(url) {
  const response = await fetch(url, { headers: { "Accept-Encoding": "identity" } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/** Every script a document loads up front, following static imports of modules. */
async function scriptBytes(html, base) {
  const pending = [
    ...[...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  ].map((src) => new URL(src, base).href);
  // Remix's inline module script imports the entry and route modules.
  for (const m of html.matchAll(/import[^"']*["'](\/build\/[^"']+)["']/g)) pending.push(new URL(m[1], base).href);
  const seen = new Map();
  while (pending.length > 0) {
    const url = pending.pop();
    if (seen.has(url)) continue;
    const body = await text(url);
    seen.set(url, gzip(body));
    for (const m of body.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)) pending.push(new URL(m[1], url).href);
  }
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .join("");
  return { files: seen.size, bytes: [...seen.values()].reduce((a, b) => a + b, 0), inline: inline ? gzip(inline) : 0 };
}

console.log("page                               HTML gz KB   JS gz KB (files)   inline JS gz B");
for (const path of paths) {
  const url = new URL(path, origin).href;
  const html = await text(url);
  const js = await scriptBytes(html, url);
  console.log(`${path.padEnd(34)} ${kb(gzip(html)).padStart(10)}   ${kb(js.bytes).padStart(8)} (${js.files})   ${String(js.inline).padStart(14)}`);
}
