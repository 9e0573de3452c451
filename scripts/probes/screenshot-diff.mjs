// `node scripts/probes/screenshot-diff.mjs --before=DIR --after=DIR`: did a markup change change what a
// visitor sees? (docs/decisions/0039-less-markup-for-the-same-page.md)
//
// DIR is a `npm run bench -- cpu --no-write --save-html=DIR` directory (one HTML file per page,
// nonces blanked). Each side is served as it was built: its HTML, with `/build/…`, `/images/…`
// and the rest from its public directory (`--before-public=`, `--after-public=`; default
// `public/`, so copy `public/` aside after building the "before" side). Every page is
// screenshot in Debian's Chromium, full page, at 360 and 1280 px wide, without JavaScript,
// twice: as it loads, and with every link, button, summary and field forced into
// :hover, :focus and :focus-visible at once (DevTools protocol), so a moved `hover:` or
// `focus-visible:` style is compared too. Then the two sides are compared pixel by pixel.
//
// Options: --pages=/,/pt/pricing (default: the home and pricing pages in both languages;
// `all` for every file in DIR), --out=DIR (keep the screenshots, default .tmp/screenshot-diff).
// Exits 1 if any pixel differs. Pages with a modal dialog (the application form, a roadmap
// item) differ by a few dozen pixels between two runs of the same HTML (the dialog's
// scrollbar), so compare those against a second "before" run.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join } from "node:path";
import { chromium } from "@playwright/test";

const args = new Map(process.argv.slice(2).map((arg) => arg.replace(/^--/, "").split(/=(.*)/s)));
const root = new URL("../..", import.meta.url).pathname;
const sides = ["before", "after"].map((name) => ({
  name,
  html: args.get(name),
  public: args.get(`${name}-public`) ?? join(root, "public"),
}));
if (sides.some((side) => !side.html)) {
  console.error("Usage: node scripts/probes/screenshot-diff.mjs --before=DIR --after=DIR [--before-public=DIR] [--after-public=DIR] [--pages=/,/pt|all] [--out=DIR]");
  process.exit(2);
}
const out = args.get("out") ?? join(root, ".tmp", "screenshot-diff");
const fileOf = (path) => (path === "/" ? "index.html" : `${path.slice(1).replaceAll("/", "__")}.html`);
const pages =
  args.get("pages") === "all"
    ? readdirSync(sides[0].html).filter((file) => file.endsWith(".html")).map((file) => (file === "index.html" ? "/" : `/${file.slice(0, -5).replaceAll("__", "/")}`))
    : (args.get("pages") ?? "/,/pt,/pricing,/pt/pricing").split(",");
const widths = [360, 1280];
const types = { ".css": "text/css", ".svg": "image/svg+xml", ".png": "image/png", ".jpg": "image/jpeg", ".webp": "image/webp", ".js": "text/javascript" };

/** Serves one side: each page's saved HTML at its own path, everything else from its public directory. */
async function serve(side) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    try {
      const page = pages.includes(path);
      const body = readFileSync(page ? join(side.html, fileOf(path)) : join(side.public, path));
      response.writeHead(200, { "Content-Type": page ? "text/html; charset=utf-8" : (types[extname(path)] ?? "application/octet-stream") });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  return { server, origin: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` };
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--font-render-hinting=none"] });
/** @type {Map<string, Buffer[]>} */
const shots = new Map();
for (const side of sides) {
  const { server, origin } = await serve(side);
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: false, reducedMotion: "reduce" });
    const page = await context.newPage();
    for (const path of pages) {
      await page.goto(origin + path, { waitUntil: "load" });
      const plain = await page.screenshot({ fullPage: true, animations: "disabled" });
      const cdp = await context.newCDPSession(page);
      await cdp.send("DOM.enable");
      await cdp.send("CSS.enable");
      const { root: document } = await cdp.send("DOM.getDocument", { depth: -1 });
      // The skip link is left alone: focused, it covers the header, and the header's scroll-driven animation makes that spot vary run to run.
      const { nodeIds } = await cdp.send("DOM.querySelectorAll", { nodeId: document.nodeId, selector: 'a:not([href="#main"]), button, summary, input, textarea, select, label' });
      for (const nodeId of nodeIds) await cdp.send("CSS.forcePseudoState", { nodeId, forcedPseudoClasses: ["hover", "focus", "focus-visible"] });
      await page.waitForTimeout(300);
      const states = await page.screenshot({ fullPage: true, animations: "disabled" });
      await cdp.detach();
      for (const [kind, png] of [["plain", plain], ["states", states]]) {
        const key = `${fileOf(path).slice(0, -5)}-${width}-${kind}`;
        mkdirSync(join(out, side.name), { recursive: true });
        writeFileSync(join(out, side.name, `${key}.png`), png);
        shots.set(key, [...(shots.get(key) ?? []), png]);
      }
    }
    await context.close();
  }
  server.close();
}

// Pixels are compared in the browser: both images drawn on canvases, RGBA compared.
/* global createImageBitmap, OffscreenCanvas -- run inside the page */
const page = await browser.newPage();
let total = 0;
for (const [key, [before, after]] of shots) {
  const differing = before.equals(after)
    ? 0
    : await page.evaluate(
        async ([a, b]) => {
          const decode = async (base64) => createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
          const [x, y] = await Promise.all([decode(a), decode(b)]);
          if (x.width !== y.width || x.height !== y.height) return -1;
          const pixels = (image) => {
            const canvas = new OffscreenCanvas(image.width, image.height);
            const context = canvas.getContext("2d");
            context.drawImage(image, 0, 0);
            return context.getImageData(0, 0, image.width, image.height).data;
          };
          const [p, q] = [pixels(x), pixels(y)];
          let count = 0;
          for (let i = 0; i < p.length; i += 4) if (p[i] !== q[i] || p[i + 1] !== q[i + 1] || p[i + 2] !== q[i + 2] || p[i + 3] !== q[i + 3]) count++;
          return count;
        },
        [before.toString("base64"), after.toString("base64")],
      );
  console.log(`${key}: ${differing === -1 ? "a different size" : `${differing} differing pixels`}`);
  total += differing === -1 ? 1 : differing;
}
await browser.close();
console.log(`${shots.size} screenshots per side, ${total} differing pixels in all (screenshots in ${out})`);
process.exit(total === 0 ? 0 : 1);
