/**
 * The Worker's `scheduled` handler: the site's clock, every minute (wrangler.toml `[triggers]
 * crons`; decision 0040). Each job below runs once per trigger with its own deadline; a failure
 * is logged and isolated (functions/clock.ts). A new time-based job (publishing at a set time,
 * purging what it changed) is one more entry in `jobs`.
 *
 * Locally: `npm run cron` (or a GET of /cdn-cgi/handler/scheduled on the running site).
 */
import type { Env } from "../app/server/env.server";
import { retryDelaysSeconds } from "../app/leads/retries";
import { runJobs, ScheduledRunFailed, type ScheduledJob } from "./clock";
import { drainLeadEvents } from "./lead-delivery";

/**
 * Lead events that are due (decision 0028): first attempts that failed, and retries. Its
 * deadline stays under the shortest retry delay, so this run's claims (their lease) outlive it
 * and the next minute's run cannot claim an event this one is still sending. Within it the job
 * sends round after round, as many as the plan's subrequests and CLOCK_SECONDS allow (decision
 * 0061): a backlog left by a receiver's outage drains in a run or two, not ten a minute, and
 * leaves as soon as the receiver answers again, not on each event's retry time (decision 0066).
 */
export const leadEventsJob: ScheduledJob<Env> = {
  name: "lead-events",
  deadlineMs: Math.min(45_000, retryDelaysSeconds[0] * 1000 - 15_000),
  async run({ env, now, signal }) {
    const { delivered, claimed, rounds, subrequests, forwarded, probed } = await drainLeadEvents(env, { now, signal });
    return { delivered, claimed, rounds, subrequests, forwarded, probed };
  },
};

export const jobs: readonly ScheduledJob<Env>[] = [leadEventsJob];

export async function handleScheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
  const reports = await runJobs(jobs, {
    env,
    now: new Date(controller.scheduledTime),
    cron: controller.cron,
    waitUntil: (promise) => ctx.waitUntil(promise),
  });
  const failed = reports.filter((report) => report.outcome !== "ok");
  if (failed.length > 0) throw new ScheduledRunFailed(failed);
}
