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
 * At most this many deliveries per run of the clock: the most one claim takes on either backend.
 * Workers Free allows 50 subrequests an invocation; on Supabase a run costs one claim plus, per
 * delivery, the webhook, the record and the email: 31 at most. 600 an hour drain any backlog.
 */
export const deliveriesPerRun = 10;
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
  { now, limit, envelope }: { now: Date; limit: number; envelope: (from: string, to: string, raw: string) => EmailMessage },
): Promise<number> {
  if (channels.problem) return Promise.reject(channels.problem);
  const mailbox = channels.email;
  const mail: LeadEmailTarget | null = mailbox
    ? { from: mailbox.from, to: mailbox.to, send: (raw) => mailbox.binding.send(envelope(mailbox.from, mailbox.to, raw)) }
    : null;
  return deliverDueLeadEvents({ events, target: channels.webhook, mail, now, limit });
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
  const { events, target, now } = options;
  const mail = options.mail ?? null;
  if (!target && !mail) return 0;
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
      await events.recordLeadDelivery({ id: event.id, delivered, ...result, now }).catch((failure: unknown) => console.error(failure));
      return delivered;
    }),
  );
  return outcomes.filter(Boolean).length;
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
