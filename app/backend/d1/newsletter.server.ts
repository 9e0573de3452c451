import type { NewsletterPort, SubscribeInput, UnsubscribeOutcome } from "../newsletter";
import { BackendError } from "../types";
import { runD1, type D1Context } from "./context.server";
import type { LeadEventData } from "~/server/leads/events.server";
import { leadEventStatement } from "./lead-events.server";
import { jsonOrNull as json } from "./lead-events.server";

/** Newsletter subscribers on D1. */
export function d1Newsletter({ db, now }: D1Context): NewsletterPort {
  return {
    async subscribe(input: SubscribeInput) {
      const timestamp = now().toISOString();
      // One statement: insert, or update the row of a known email. update_count tells which.
      const data: LeadEventData<"newsletter.subscribed"> = {
        email: input.email,
        name: input.name,
        phone: input.phone,
        is_waitlist: input.isWaitlist,
        feature_interest: input.featureInterest,
        locale: input.locale,
        consent_text: input.consentText,
        subscribed_at: timestamp,
        consent: { version: input.consentVersion, text: input.consentText, locale: input.locale, path: input.consentPath, at: timestamp },
        page: input.from?.page ?? null, source: input.from?.source ?? null,
        unsubscribe_url: input.unsubscribeUrl,
      };
      // The event in the same batch: subscribed for a new row, updated for a known email.
      const event = (type: "newsletter.subscribed" | "newsletter.updated", condition: string) =>
        leadEventStatement(db, {
          type,
          at: timestamp,
          data,
          exists: { sql: `SELECT 1 FROM newsletter_subscribers WHERE email = ? AND subscribed_at = ? AND ${condition}`, params: [input.email, timestamp] },
        });
      const [upserted] = await runD1("subscribe", () =>
        db.batch<{ update_count: number }>([
        db
          .prepare(
            `INSERT INTO newsletter_subscribers
               (id, email, name, phone, is_waitlist, feature_interest, locale, consent_text,
                subscribed_at, preferences_updated_at, consent_version, consent_path, page, source)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?9, ?10, ?11, ?12, ?13)
             ON CONFLICT (email) DO UPDATE SET
               name = excluded.name,
               phone = excluded.phone,
               is_waitlist = excluded.is_waitlist,
               feature_interest = excluded.feature_interest,
               locale = excluded.locale,
               consent_text = excluded.consent_text,
               subscribed_at = excluded.subscribed_at,
               preferences_updated_at = excluded.preferences_updated_at,
               consent_version = excluded.consent_version,
               consent_path = excluded.consent_path,
               page = excluded.page,
               source = excluded.source,
               -- Signing up again after unsubscribing is a new subscription (count from 0).
               update_count = CASE WHEN newsletter_subscribers.unsubscribed_at IS NULL
                                   THEN newsletter_subscribers.update_count + 1 ELSE 0 END,
               unsubscribed_at = NULL
             RETURNING update_count`,
          )
          .bind(
            crypto.randomUUID(),
            input.email,
            input.name,
            input.phone,
            input.isWaitlist ? 1 : 0,
            input.featureInterest,
            input.locale,
            input.consentText,
            timestamp,
            input.consentVersion,
            input.consentPath,
            json(input.from?.page), json(input.from?.source),
          ),
        event("newsletter.subscribed", "update_count = 0"),
        event("newsletter.updated", "update_count > 0"),
        ]),
      );
      const row = upserted?.results[0];
      if (!row) throw new BackendError("D1 subscribe returned no row");
      return row.update_count === 0 ? "subscribed" : "updated";
    },

    async unsubscribe({ email }: { email: string }): Promise<UnsubscribeOutcome> {
      const address = email.trim().toLowerCase();
      const timestamp = now().toISOString();
      // One batch, one transaction: the event is written first, only while the address is
      // subscribed, then the time; a second unsubscribe writes neither.
      const [, updated, found] = await runD1("unsubscribe", () =>
        db.batch<{ id: string }>([
          leadEventStatement(db, {
            type: "newsletter.unsubscribed",
            at: timestamp,
            data: { email: address, unsubscribed_at: timestamp },
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
