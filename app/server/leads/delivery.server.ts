import type { LeadEventsPort } from "~/leads/port";
import type { LeadChannels } from "~/server/env.server";
import { leadEmailMessage, type LeadEmailTarget } from "./email.server";
import { webhookRequest, type WebhookTarget } from "./webhook.server";

/**
 * Sends recorded lead events (docs/decisions/0028-lead-events.md, 0031, 0040): the Standard
 * Webhook first, then the team's email. Nothing here runs on a visitor's path: after a form post
 * the edge tries the events that are due through `waitUntil`, once the response has gone, and
 * the site's clock (functions/scheduled.ts) drains them every minute with no visitors around;
 * both through functions/lead-delivery.ts, which gives the email its `send_email` binding.
 */

/** At most this many deliveries after one form post (the lead it just wrote, and a couple more). */
export const deliveriesPerRequest = 3;
/**
 * How many deliveries the clock sends at once (decision 0061): a Worker invocation holds at most
 * six outgoing connections on every plan (Cloudflare's Workers limits), so a seventh request
 * would wait for one to close while its delivery timeout already runs.
 */
export const deliveriesAtOnce = 6;
/** Each delivery's deadline: a receiver that does not answer in time is retried later. */
export const deliveryTimeoutMs = 5000;

/**
 * Delivers the due events through the configured channels (`config.leads`), `limit` at most;
 * how many were delivered. `envelope` wraps a raw message for the `EMAIL` binding (the
 * `EmailMessage` of `cloudflare:email`, which only the Worker's own files can import). A
 * configuration problem is thrown, so the clock's job fails with what to set.
 */
export function deliverConfiguredLeadEvents(
  events: LeadEventsPort,
  channels: LeadChannels,
  { now, limit, envelope }: { now: Date; limit: number; envelope: Envelope },
): Promise<number> {
  if (channels.problem) return Promise.reject(channels.problem);
  return deliverDueLeadEvents({ events, target: channels.webhook, mail: mailTarget(channels, envelope), now, limit });
}

/** The clock's run through the configured channels: `drainDueLeadEvents` within `budget`. */
export function drainConfiguredLeadEvents(
  events: LeadEventsPort,
  channels: LeadChannels,
  { now, signal, budget, envelope }: { now: Date; signal: AbortSignal; budget: { subrequests: number; ms: number }; envelope: Envelope },
): Promise<DrainReport> {
  if (channels.problem) return Promise.reject(channels.problem);
  return drainDueLeadEvents({ events, target: channels.webhook, mail: mailTarget(channels, envelope), now, signal, budget });
}

type Envelope = (from: string, to: string, raw: string) => EmailMessage;

function mailTarget(channels: LeadChannels, envelope: Envelope): LeadEmailTarget | null {
  const mailbox = channels.email;
  return mailbox ? { from: mailbox.from, to: mailbox.to, send: (raw) => mailbox.binding.send(envelope(mailbox.from, mailbox.to, raw)) } : null;
}

export interface DeliveryOptions {
  events: LeadEventsPort;
  target: WebhookTarget | null;
  /** The team's email (decision 0031): sent once the webhook (when there is one) answered 2xx. */
  mail?: LeadEmailTarget | null;
  now: Date;
  fetch?: (request: Request) => Promise<Response>;
  limit?: number;
  timeoutMs?: number;
}

/** Runs one channel's attempt; null when it succeeded, else the error and the status if any. */
async function attempt(run: () => Promise<Response>, label: string): Promise<{ status: number | null; error: string | null }> {
  try {
    const response = await run();
    await response.body?.cancel();
    const status = response.status;
    return { status, error: status >= 200 && status <= 299 ? null : `${label}HTTP ${status}` };
  } catch (failure) {
    return { status: null, error: `${label}${failure instanceof Error ? `${failure.name}: ${failure.message}` : String(failure)}` };
  }
}

/**
 * Claims the events that are due and sends each once; returns how many were delivered.
 * An event is delivered when every configured channel took it: the webhook first, then the
 * team's email (only after the webhook's 2xx, so a receiver that is down never causes the
 * same email twice; a failed email retries the webhook with the same webhook-id).
 * Without a webhook and an email nothing is claimed: the events wait, recorded, for a configured site.
 */
export async function deliverDueLeadEvents(options: DeliveryOptions): Promise<number> {
  return (await deliverRound(options)).delivered;
}

/**
 * One claim and its deliveries, side by side: how many were claimed, how many delivered, and how
 * many waiting events the deliveries brought forward (the receiver answers again, decision 0066).
 */
async function deliverRound(options: DeliveryOptions): Promise<{ claimed: number; delivered: number; forwarded: number }> {
  const { events, target, now } = options;
  const mail = options.mail ?? null;
  if (!target && !mail) return { claimed: 0, delivered: 0, forwarded: 0 };
  const send = options.fetch ?? ((request: Request) => fetch(request));
  const timeout = options.timeoutMs ?? deliveryTimeoutMs;
  const due = await events.claimDueLeadEvents({ now, limit: options.limit ?? deliveriesPerRequest });
  const outcomes = await Promise.all(
    due.map(async (event) => {
      let result: { status: number | null; error: string | null } = { status: null, error: null };
      if (target) {
        result = await attempt(async () => send(new Request(await webhookRequest(target, event, now), { signal: AbortSignal.timeout(timeout) })), "");
      }
      if (mail && result.error === null) {
        const error = await sendEmail(mail, leadEmailMessage(event, mail, now), timeout);
        result = { status: target ? result.status : null, error };
      }
      const delivered = result.error === null;
      const forwarded = await events.recordLeadDelivery({ id: event.id, delivered, ...result, now }).catch((failure: unknown) => {
        console.error(failure);
        return 0;
      });
      return { delivered, forwarded };
    }),
  );
  return {
    claimed: due.length,
    delivered: outcomes.filter((outcome) => outcome.delivered).length,
    forwarded: outcomes.reduce((sum, outcome) => sum + outcome.forwarded, 0),
  };
}

/**
 * The subrequests one round of `count` deliveries costs an invocation (decision 0061): the claim
 * (a read and a write on D1, one call on Supabase: counted as two), then per event the webhook,
 * the team's email when one is configured, and the record of the attempt. Cloudflare counts
 * calls through bindings (D1, the send_email binding) like fetches.
 */
export function roundSubrequests(count: number, channels: { webhook: boolean; email: boolean }): number {
  return 2 + count * (1 + Number(channels.webhook) + Number(channels.email));
}

export interface DrainReport {
  delivered: number;
  claimed: number;
  rounds: number;
  /** The subrequests the rounds (roundSubrequests) and the probe were counted at, at most the budget's. */
  subrequests: number;
  /** Waiting events the run's deliveries brought forward (decision 0066). */
  forwarded: number;
  /** 1 when nothing was due and one waiting event was brought forward to ask whether the receiver is back. */
  probed: number;
}

/**
 * The clock's run (decision 0061): rounds of `deliveriesAtOnce` due events, one after another,
 * until none is due, the next round would pass the plan's subrequest limit, or could not end
 * (its delivery timeout) within the time budget, or the job's deadline aborted `signal`. With no
 * visitor around, a backlog drains as fast as the platform lets one invocation send. A delivery
 * brings forward what failed while the receiver was down, and a run that finds nothing due
 * probes it with one waiting event (decision 0066): an outage's backlog leaves when it is back,
 * not on each event's retry time.
 */
export async function drainDueLeadEvents(
  options: Omit<DeliveryOptions, "limit"> & { budget: { subrequests: number; ms: number }; signal?: AbortSignal; clock?: () => number },
): Promise<DrainReport> {
  const { budget, signal, clock = Date.now } = options;
  const channels = { webhook: Boolean(options.target), email: Boolean(options.mail) };
  const report: DrainReport = { delivered: 0, claimed: 0, rounds: 0, subrequests: 0, forwarded: 0, probed: 0 };
  if (!channels.webhook && !channels.email) return report;
  const timeout = options.timeoutMs ?? deliveryTimeoutMs;
  const started = clock();
  for (;;) {
    let limit = deliveriesAtOnce;
    while (limit > 0 && report.subrequests + roundSubrequests(limit, channels) > budget.subrequests) limit -= 1;
    if (limit === 0 || signal?.aborted || clock() - started + timeout > budget.ms) return report;
    const round = await deliverRound({ ...options, limit });
    report.rounds += 1;
    report.claimed += round.claimed;
    report.delivered += round.delivered;
    report.subrequests += roundSubrequests(round.claimed, channels);
    report.forwarded += round.forwarded;
    // Fewer than asked: nothing else is due (or another run holds the rest), unless a delivery
    // just brought events forward, which are due now.
    if (round.claimed < limit && round.forwarded === 0) {
      // Nothing at all was due: one waiting event is sent early (once per step of its
      // schedule) to learn whether the receiver is back; if it is, its delivery brings the rest
      // forward and the next rounds send them (decision 0066).
      if (report.claimed > 0 || report.probed > 0 || report.subrequests + 1 > budget.subrequests) return report;
      report.subrequests += 1;
      report.probed = await options.events.probeLeadReceiver({ now: options.now });
      if (report.probed === 0) return report;
    }
  }
}

/** Hands one message to the mailer within `timeoutMs`; null when it was accepted, else why not. */
async function sendEmail(mail: LeadEmailTarget, raw: string, timeoutMs: number): Promise<string | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      mail.send(raw),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`not accepted within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return null;
  } catch (failure) {
    return `email: ${failure instanceof Error ? `${failure.name}: ${failure.message}` : String(failure)}`;
  } finally {
    clearTimeout(timer);
  }
}
