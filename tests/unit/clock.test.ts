import { describe, expect, it } from "vitest";
import { runJobs, ScheduledRunFailed, type JobReport, type ScheduledJob } from "../../functions/clock";

/** The site's clock (functions/clock.ts, decision 0040): one run, every job under its own deadline, failures isolated and logged. */
const now = new Date("2026-11-27T09:00:00.000Z");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function run(jobs: ScheduledJob<{ name: string }>[]) {
  const logged: Array<JobReport & { cron: string }> = [];
  const waited: Promise<unknown>[] = [];
  const reports = runJobs(jobs, { env: { name: "env" }, now, cron: "* * * * *", waitUntil: (p) => waited.push(p), log: (report) => logged.push(report) });
  return { reports, logged, waited };
}

describe("runJobs", () => {
  it("runs every job with the run's time, env and a live signal, and logs what each returned", async () => {
    const seen: unknown[] = [];
    const { reports, logged } = run([
      { name: "a", deadlineMs: 1000, run: async (context) => (seen.push([context.now, context.env, context.signal.aborted]), { delivered: 2 }) },
      { name: "b", deadlineMs: 1000, run: async () => undefined },
    ]);
    expect(await reports).toEqual([
      { job: "a", outcome: "ok", ms: expect.any(Number), result: { delivered: 2 } },
      { job: "b", outcome: "ok", ms: expect.any(Number) },
    ]);
    expect(seen).toEqual([[now, { name: "env" }, false]]);
    expect(logged.map((report) => [report.job, report.outcome, report.cron])).toEqual([
      ["a", "ok", "* * * * *"],
      ["b", "ok", "* * * * *"],
    ]);
  });

  it("isolates a job that throws, before or after its first await, from the others", async () => {
    const done: string[] = [];
    const { reports } = run([
      {
        name: "throws-at-once",
        deadlineMs: 1000,
        run: () => {
          throw new TypeError("broken before any await");
        },
      },
      { name: "rejects", deadlineMs: 1000, run: async () => Promise.reject(new Error("receiver exploded")) },
      { name: "fine", deadlineMs: 1000, run: async () => (await sleep(20), done.push("fine"), { ok: true }) },
    ]);
    const [first, second, third] = await reports;
    expect(first).toMatchObject({ job: "throws-at-once", outcome: "failed", error: "TypeError: broken before any await" });
    expect(second).toMatchObject({ job: "rejects", outcome: "failed", error: "Error: receiver exploded" });
    expect(third).toMatchObject({ job: "fine", outcome: "ok", result: { ok: true } });
    expect(done).toEqual(["fine"]);
  });

  it("ends a job at its deadline, aborts its signal, and does not wait for it", async () => {
    let signal: AbortSignal | undefined;
    const started = Date.now();
    const { reports } = run([
      {
        name: "slow",
        deadlineMs: 50,
        run: async (context) => {
          signal = context.signal;
          await sleep(5000);
        },
      },
      { name: "quick", deadlineMs: 1000, run: async () => ({ n: 1 }) },
    ]);
    const [slow, quick] = await reports;
    expect(Date.now() - started).toBeLessThan(1000);
    expect(slow).toMatchObject({ job: "slow", outcome: "timed out", error: "DeadlineExceeded: slow ran past its 50 ms deadline" });
    expect(signal?.aborted).toBe(true);
    expect(quick).toMatchObject({ outcome: "ok" });
  });

  it("survives a log sink that throws", async () => {
    const reports = await runJobs([{ name: "a", deadlineMs: 100, run: async () => undefined }], {
      env: {},
      now,
      waitUntil: () => {},
      log: () => {
        throw new Error("log sink down");
      },
    });
    expect(reports[0]).toMatchObject({ outcome: "ok" });
  });

  it("names the jobs that did not end well in the run's error", () => {
    const error = new ScheduledRunFailed([
      { job: "lead-events", outcome: "failed", ms: 3, error: "Error: x" },
      { job: "publish", outcome: "timed out", ms: 40_000, error: "DeadlineExceeded: y" },
    ]);
    expect(error.message).toBe("lead-events failed: Error: x; publish timed out: DeadlineExceeded: y");
  });
});
