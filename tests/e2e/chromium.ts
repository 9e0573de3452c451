import { existsSync } from "node:fs";

/** Debian's Chromium (Playwright's own browser download does not work on these machines). */
export function chromiumExecutable(): string {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(
    (path): path is string => Boolean(path),
  );
  const found = candidates.find((path) => existsSync(path));
  if (!found) {
    throw new Error(
      "No Chromium found for the end-to-end tests. Install Debian's: `sudo apt-get update && sudo apt-get install -y chromium`, " +
        "or set CHROMIUM_PATH to a Chromium/Chrome binary.",
    );
  }
  return found;
}
