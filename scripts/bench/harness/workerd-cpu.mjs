// The CPU a local copy of the site spends (decisions 0061, 0066): the workerd processes that
// `wrangler dev` started under this process, and their user + system time from /proc. Miniflare's
// D1 simulator runs in the same processes, so this is what the local run costs, not what
// Cloudflare would bill; on a shared machine it says little about the Worker alone.
import { readFileSync, readdirSync } from "node:fs";

/** The workerd processes under `pid` (this process by default), at any depth. */
export function workerdPids(pid = process.pid) {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) => {
    try {
      return readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  });
  return children.flatMap((child) => {
    const name = readFileSync(`/proc/${child}/comm`, "utf8").trim();
    return [...(name.startsWith("workerd") ? [child] : []), ...workerdPids(child)];
  });
}

/** User and system CPU of those processes, in milliseconds (the kernel counts in ticks of 10 ms). */
export function cpuMs(pids) {
  return pids.reduce((total, pid) => {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return total + (Number(fields[11]) + Number(fields[12])) * 10;
  }, 0);
}
