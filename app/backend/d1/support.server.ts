import type { SupportRequestInput, SupportRequestPort } from "../support";
import { runD1, type D1Context } from "./context.server";
import { leadEventStatement } from "./lead-events.server";
import { jsonOrNull as json } from "./lead-events.server";

/** Support requests on D1 (migrations/0014_support_requests.sql): the row and its event in one batch. */
export function d1SupportRequests({ db, now }: D1Context): SupportRequestPort {
  return {
    async submitSupportRequest(input: SupportRequestInput) {
      const id = crypto.randomUUID();
      const at = now().toISOString();
      // One batch is one transaction: the request and its event, or neither.
      await runD1("submit support request", () =>
        db.batch([
          db
            .prepare(
              `INSERT INTO support_requests (id, name, email, subject, message, article_slug, locale, status, created_at, page, source)
               VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 'new', ?8, ?9, ?10)`,
            )
            .bind(id, input.name, input.email, input.subject, input.message, input.articleSlug, input.locale, at, json(input.from?.page), json(input.from?.source)),
          leadEventStatement(db, {
            type: "support_request.created",
            at,
            data: {
              id,
              name: input.name,
              email: input.email,
              subject: input.subject,
              message: input.message,
              article_slug: input.articleSlug,
              locale: input.locale,
              created_at: at,
              page: input.from?.page ?? null, source: input.from?.source ?? null,
            },
          }),
        ]),
      );
      return { id };
    },
  };
}
