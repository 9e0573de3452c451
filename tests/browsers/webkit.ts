import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
// @ts-expect-error -- plain ESM script shared with Playwright's webServer
import { freePort } from "../../scripts/test-server.mjs";
import type { Key, Tab } from "./tab";

/**
 * WebKit as Safari's engine on Linux: Debian's WebKitGTK MiniBrowser, driven by its
 * WebDriver (`webkit2gtk-driver`) over classic WebDriver, in a virtual X display (`xvfb`).
 * No client library: the dozen commands used are plain HTTP.
 */
// Under the machine's multiarch folder (libwebkit2gtk-4.1-0, which webkit2gtk-driver depends on).
const miniBrowser =
  process.env.MINIBROWSER_PATH ??
  ["x86_64-linux-gnu", "aarch64-linux-gnu"].map((arch) => `/usr/lib/${arch}/webkit2gtk-4.1/MiniBrowser`).find((path) => existsSync(path)) ??
  "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
const missing = [
  ["/usr/bin/WebKitWebDriver", "webkit2gtk-driver"],
  ["/usr/bin/Xvfb", "xvfb"],
  [miniBrowser, "libwebkit2gtk-4.1-0"],
].filter(([path]) => !existsSync(path!));

export function webKitMissing(): string | null {
  if (missing.length === 0) return null;
  return `WebKit is not installed: \`sudo apt-get install -y ${missing.map(([, pkg]) => pkg).join(" ")}\``;
}

/** WebDriver's code points for the keys the journeys press. */
const keys: Record<Key, string> = { Enter: "\uE007", Escape: "\uE00C", Tab: "\uE004" };
/** The key under which WebDriver names an element it found. */
const elementKey = "element-6066-11e4-a52e-4f735466cecf";

/** The last few kB a program wrote on stderr, for the message when it fails (read as it comes, so it never blocks). */
function stderrOf(child: ChildProcess): () => string {
  let text = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    text = (text + chunk.toString()).slice(-4000);
  });
  return () => text;
}

/** A virtual X display: Xvfb picks a free one and writes its number on stdout (-displayfd 1). */
function startDisplay(): Promise<{ xvfb: ChildProcess; display: string }> {
  const xvfb = spawn("Xvfb", ["-displayfd", "1", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], { stdio: ["ignore", "pipe", "pipe"] });
  const errors = stderrOf(xvfb);
  return new Promise((resolve, reject) => {
    let out = "";
    const fail = (why: string) => {
      xvfb.kill("SIGKILL");
      reject(new Error(`Xvfb ${why}: ${errors()}`));
    };
    const timer = setTimeout(() => fail("gave no display in 20 s"), 20_000);
    xvfb.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const number = /^(\d+)\n/.exec(out)?.[1];
      if (number === undefined) return;
      clearTimeout(timer);
      resolve({ xvfb, display: `:${number}` });
    });
    xvfb.once("exit", (code) => {
      clearTimeout(timer);
      fail(`exited (${code})`);
    });
  });
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 3000).unref();
  });
}

/**
 * A MiniBrowser window on the test site at `baseUrl`. Without JavaScript it runs with the
 * WebKit setting `enable-javascript` off, as Safari's own switch does: pages run no script
 * (and match `@media (scripting: none)`), while WebDriver's scripts still run.
 */
export async function launchWebKit({ baseUrl, javaScriptEnabled }: { baseUrl: string; javaScriptEnabled: boolean }): Promise<Tab> {
  const problem = webKitMissing();
  if (problem) throw new Error(problem);
  // MiniBrowser saves downloads in $HOME; a folder of its own shows what arrived.
  const downloads = mkdtempSync(join(tmpdir(), "webkit-downloads-"));
  let display: ChildProcess | undefined;
  let driver: ChildProcess | undefined;
  let session = "";
  let base = "";

  async function command<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (answer.value?.error) throw new Error(`WebDriver ${method} ${path}: ${answer.value.error}: ${answer.value.message}`);
    return answer.value;
  }
  const inSession = <T = unknown>(method: string, path: string, body?: unknown) => command<T>(method, `/session/${session}${path}`, body);
  const find = async (selector: string) => {
    const found = await inSession<Record<string, string>>("POST", "/element", { using: "css selector", value: selector });
    return found[elementKey] ?? Object.values(found)[0]!;
  };

  let driverErrors = () => "";
  try {
    const { xvfb, display: number } = await startDisplay();
    display = xvfb;
    const port = (await freePort()) as number;
    // MiniBrowser, which the driver starts, writes to the same streams.
    driver = spawn("WebKitWebDriver", [`--port=${port}`], {
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, DISPLAY: number, HOME: downloads },
    });
    driverErrors = stderrOf(driver);
    base = `http://127.0.0.1:${port}`;
    for (let tries = 0; ; tries++) {
      try {
        await fetch(`${base}/status`);
        break;
      } catch (error) {
        if (tries > 100 || driver.exitCode !== null) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const args = ["--automation", ...(javaScriptEnabled ? [] : ["--enable-javascript=false"])];
    const created = await command<{ sessionId: string }>("POST", "/session", {
      capabilities: { alwaysMatch: { browserName: "MiniBrowser", "webkitgtk:browserOptions": { binary: miniBrowser, args } } },
    });
    session = created.sessionId;
  } catch (error) {
    await stop(driver);
    await stop(display);
    throw new Error(`WebKit did not start: ${error instanceof Error ? error.message : String(error)}\n${driverErrors()}`);
  }

  const tab: Tab = {
    engine: "webkit",
    javaScriptEnabled,
    downloads,
    async fresh() {
      // One window does: a page that downloaded leaves nothing pending here.
    },
    async open(path) {
      // Navigate To answers once the page has loaded.
      await inSession("POST", "/url", { url: new URL(path, baseUrl).href });
    },
    async click(selector) {
      await inSession("POST", `/element/${await find(selector)}/click`, {});
    },
    async type(selector, text) {
      await inSession("POST", `/element/${await find(selector)}/value`, { text });
    },
    async press(key) {
      const value = keys[key];
      await inSession("POST", "/actions", {
        actions: [{ type: "key", id: "keyboard", actions: [{ type: "keyDown", value }, { type: "keyUp", value }] }],
      });
    },
    async upload(selector, file) {
      await inSession("POST", `/element/${await find(selector)}/value`, { text: file });
    },
    evaluate(fn, ...args) {
      return inSession("POST", "/execute/sync", { script: `return (${fn.toString()}).apply(null, arguments)`, args });
    },
    async windowCount() {
      return (await inSession<string[]>("GET", "/window/handles")).length;
    },
    async resize(width, height) {
      // The window is the viewport plus the browser's own frame: size it, then correct by the difference.
      await inSession("POST", "/window/rect", { width, height });
      const inner = await tab.evaluate(() => [window.innerWidth, window.innerHeight]);
      await inSession("POST", "/window/rect", { width: width + (width - inner[0]!), height: height + (height - inner[1]!) });
    },
    async close() {
      try {
        if (session) await inSession("DELETE", "");
      } finally {
        await stop(driver);
        await stop(display);
        rmSync(downloads, { recursive: true, force: true });
      }
    },
  };
  return tab;
}
