/**
 * Where lead events go, as this Worker's configuration says (decisions 0028, 0031, 0040): the
 * Standard Webhooks receiver (LEADS_WEBHOOK_URL with its secret) and the team's email, sent by
 * this Worker through its own `send_email` binding `EMAIL`. Both the edge (right after a form
 * post) and the clock (every minute) deliver through here.
 */
import { EmailMessage } from "cloudflare:email";
import type { Env } from "../app/server/env.server";
import type { LeadEmailTarget } from "../app/server/leads/email.server";
import { deliverDueLeadEvents, leadEmailAddresses, webhookTarget } from "../app/server/leads/delivery.server";
import type { WebhookTarget } from "../app/server/leads/webhook.server";
import { getBackend } from "./server-build";

export interface LeadDeliveryTargets {
  target: WebhookTarget | null;
  mail: LeadEmailTarget | null;
}

/** The configured channels, or null when the site sends nothing (events are still recorded and wait). */
export function leadDeliveryTargets(env: Env): LeadDeliveryTargets | null {
  const target = webhookTarget(env);
  const addresses = leadEmailAddresses(env);
  const binding = env.EMAIL;
  const mail: LeadEmailTarget | null =
    addresses && binding ? { ...addresses, send: (raw) => binding.send(new EmailMessage(addresses.from, addresses.to, raw)) } : null;
  return target || mail ? { target, mail } : null;
}

/** Claims up to `limit` due events and sends each once; how many were delivered (0 when nothing is configured). */
export function deliverLeadEvents(env: Env, { now, limit }: { now: Date; limit: number }): Promise<number> {
  const targets = leadDeliveryTargets(env);
  if (!targets) return Promise.resolve(0);
  return deliverDueLeadEvents({ events: getBackend(env), ...targets, now, limit });
}
