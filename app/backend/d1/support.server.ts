import type { SupportRequestInput, SupportRequestPort } from "../support";
import { runD1, type D1Context } from "./context.server";
import { supportRequestPayload } from "~/leads/payloads";
import { insertLeadRow, leadEventStatement, leadRow } from "./lead-writes.server";

/** Support requests on D1 (migrations/0014_support_requests.sql): the row and its event in one batch. */
export function d1SupportRequests({ db, now }: D1Context): SupportRequestPort {
  return {
    async submitSupportRequest(input: SupportRequestInput) {
      const id = crypto.randomUUID();
      const at = now().toISOString();
      const lead = supportRequestPayload(input);
      // One batch is one transaction: the request and its event, or neither.
      await runD1("submit support request", () =>
        db.batch([
          insertLeadRow(db, "support_requests", leadRow("support_request.created", lead, { id, created_at: at })),
          leadEventStatement(db, { type: "support_request.created", payload: lead, id, at }),
        ]),
      );
      return { id };
    },
  };
}
