/**
 * The site's clock (DESIGN §3, decision 0040): what runs on the Cron Trigger, one job at a
 * time in the code and all at once at run time. A job is a name, a deadline and a function;
 * each run gives every job the same `now` (the trigger's scheduled time), its own AbortSignal
 * that fires at its deadline, and isolation: a job that throws or overruns is logged and the
 * others finish. Nothing here knows what a job does.
 */

export interface JobContext<E> {
  env: E;
  /** The time this run stands for: the Cron Trigger's scheduled time. */
  now: Date;
  /** Aborted when the job's deadline passes. */
  signal: AbortSignal;
  waitUntil(promise: Promise<unknown>): void;
}

export interface ScheduledJob<E> {
  /** Short and stable: it names the job in every log line. */
  name: string;
  /**
   * How long the job may run. At the deadline its signal aborts and the run reports it as
   * timed out. Keep it shorter than the interval between runs, so that a run never overlaps the
   * next one's copy of the same job (the lead-event claims tolerate an overlap; others may not).
   */
  deadlineMs: number;
  /** Does the work; what it returns (counts) is logged with the outcome. */
  run(context: JobContext<E>): Promise<Record<string, number | string | boolean> | void>;
}

export interface JobReport {
  job: string;
  outcome: "ok" | "failed" | "timed out";
  ms: number;
  result?: Record<string, number | string | boolean>;
  error?: string;
}

export interface RunOptions<E> {
  env: E;
  now: Date;
  waitUntil(promise: Promise<unknown>): void;
  /** Where each job's report goes (Workers Logs indexes the fields of a logged object). */
  log?: (report: JobReport & { cron: string }) => void;
  cron?: string;
  clock?: () => number;
}

class DeadlineExceeded extends Error {
  override name = "DeadlineExceeded";
}

/** Runs every job once, side by side, each under its deadline; resolves when all have ended, with one report each. */
export async function runJobs<E>(jobs: readonly ScheduledJob<E>[], options: RunOptions<E>): Promise<JobReport[]> {
  const { env, now, waitUntil, cron = "", clock = Date.now } = options;
  const log = options.log ?? defaultLog;
  return Promise.all(
    jobs.map(async (job) => {
      const started = clock();
      const controller = new AbortController();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          const reason = new DeadlineExceeded(`${job.name} ran past its ${job.deadlineMs} ms deadline`);
          controller.abort(reason);
          reject(reason);
        }, job.deadlineMs);
      });
      let report: JobReport;
      try {
        // Started inside the try: a job that throws before its first await is caught too.
        const result = await Promise.race([Promise.resolve().then(() => job.run({ env, now, signal: controller.signal, waitUntil })), deadline]);
        report = { job: job.name, outcome: "ok", ms: clock() - started, ...(result ? { result } : {}) };
      } catch (error) {
        report = {
          job: job.name,
          outcome: error instanceof DeadlineExceeded ? "timed out" : "failed",
          ms: clock() - started,
          error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
        };
      } finally {
        clearTimeout(timer);
      }
      try {
        log({ ...report, cron });
      } catch {
        // A log sink that fails must not turn a job's outcome into another's.
      }
      return report;
    }),
  );
}

function defaultLog(report: JobReport & { cron: string }) {
  const line = { message: `scheduled job ${report.job}: ${report.outcome}`, ...report };
  if (report.outcome === "ok") console.log(line);
  else console.error(line);
}

/** Thrown after a run in which a job failed, so the Cron event itself is marked failed in Cloudflare's dashboard. */
export class ScheduledRunFailed extends Error {
  override name = "ScheduledRunFailed";
  constructor(readonly reports: JobReport[]) {
    super(reports.map((report) => `${report.job} ${report.outcome}: ${report.error ?? ""}`).join("; "));
  }
}
