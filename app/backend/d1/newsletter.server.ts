import type { NewsletterPort, SubscribeInput, UnsubscribeOutcome } from "../newsletter";
import { BackendError } from "../types";
import { runD1, type D1Context } from "./context.server";
import { subscriptionPayload, unsubscriptionPayload } from "~/leads/payloads";
import { insertLeadRow, leadEventStatement, leadRow } from "./lead-writes.server";

/** Newsletter subscribers on D1. */
export function d1Newsletter({ db, now }: D1Context): NewsletterPort {
  return {
    async subscribe(input: SubscribeInput) {
      const at = now().toISOString();
      const lead = subscriptionPayload(input);
      // The consent is kept as its columns (its text is consent_text already); the event carries it whole.
      const row = leadRow(
        "newsletter.subscribed",
        lead,
        { id: crypto.randomUUID(), consent_version: lead.consent.version, consent_path: lead.consent.path, subscribed_at: at, preferences_updated_at: at },
        ["consent"],
      );
      // The event in the same batch: subscribed for a new row, updated for a known email.
      const event = (type: "newsletter.subscribed" | "newsletter.updated", condition: string) =>
        leadEventStatement(db, {
          type,
          payload: lead,
          at,
          exists: { sql: `SELECT 1 FROM newsletter_subscribers WHERE email = ? AND subscribed_at = ? AND ${condition}`, params: [lead.email, at] },
        });
      // One statement: insert, or update the row of a known email. update_count tells which.
      const [upserted] = await runD1("subscribe", () =>
        db.batch<{ update_count: number }>([
          insertLeadRow(db, "newsletter_subscribers", row, {
            conflict: {
              on: ["email"],
              keep: ["id"],
              // Signing up again after unsubscribing is a new subscription (count from 0).
              set: `update_count = CASE WHEN newsletter_subscribers.unsubscribed_at IS NULL
                                        THEN newsletter_subscribers.update_count + 1 ELSE 0 END,
                    unsubscribed_at = NULL`,
            },
            returning: "update_count",
          }),
          event("newsletter.subscribed", "update_count = 0"),
          event("newsletter.updated", "update_count > 0"),
        ]),
      );
      const stored = upserted?.results[0];
      if (!stored) throw new BackendError("D1 subscribe returned no row");
      return stored.update_count === 0 ? "subscribed" : "updated";
    },

    async unsubscribe({ email }: { email: string }): Promise<UnsubscribeOutcome> {
      const lead = unsubscriptionPayload({ email });
      const address = lead.email;
      const timestamp = now().toISOString();
      // One batch, one transaction: the event is written first, only while the address is
      // subscribed, then the time; a second unsubscribe writes neither.
      const [, updated, found] = await runD1("unsubscribe", () =>
        db.batch<{ id: string }>([
          leadEventStatement(db, {
            type: "newsletter.unsubscribed",
            payload: lead,
            at: timestamp,
            exists: { sql: "SELECT 1 FROM newsletter_subscribers WHERE email = ? AND unsubscribed_at IS NULL", params: [address] },
          }),
          db
            .prepare("UPDATE newsletter_subscribers SET unsubscribed_at = ?2 WHERE email = ?1 AND unsubscribed_at IS NULL RETURNING id")
            .bind(address, timestamp),
          db.prepare("SELECT id FROM newsletter_subscribers WHERE email = ?1").bind(address),
        ]),
      );
      if (updated?.results.length) return "unsubscribed";
      return found?.results.length ? "already" : "unknown";
    },
  };
}
