import { Form } from "@remix-run/react";
import { ScrollRegion } from "~/components/ui/ScrollRegion";
import { studioLeadKinds, type StudioLead } from "~/backend/studio-leads";
import { formatDateTimeUtc } from "~/lib/dates";
import { StudioFormFields } from "../StudioShell";

const when = (value: string) => formatDateTimeUtc(value, "en");

/** Where a lead came from, as the team reads it: the page, the campaign, "how did you hear about us". */
function LeadSource({ lead }: { lead: StudioLead }) {
  const source = lead.source;
  const campaign = [source?.utm_campaign, source?.utm_source, source?.utm_medium].filter(Boolean).join(" / ");
  const heard = source?.heard_about ? `${source.heard_about}${source.heard_about_other ? `: ${source.heard_about_other}` : ""}` : null;
  return (
    <>
      <div>{lead.page ? `${lead.page.path} (${lead.page.lang})` : <span className="st-muted">Page unknown</span>}</div>
      {campaign ? <div>Campaign: {campaign}</div> : null}
      {source?.referrer_host ? <div className="st-muted">From {source.referrer_host}</div> : null}
      {heard ? <div>Heard about us: {heard}</div> : null}
    </>
  );
}

/** The event's delivery: delivered; retrying with the next attempt's time; failed after 24 hours with the last answer. */
function Delivery({ lead, token, back }: { lead: StudioLead; token: string | null; back: string }) {
  const lastAnswer = lead.lastStatus !== null ? `HTTP ${lead.lastStatus}${lead.lastError && !lead.lastError.startsWith("HTTP") ? ` (${lead.lastError})` : ""}` : lead.lastError;
  return (
    <>
      {lead.delivery === "delivered" ? (
        <>
          <span className="st-badge st-badge-published">Delivered</span>
          <div className="st-muted">{lead.deliveredAt ? when(lead.deliveredAt) : null}</div>
        </>
      ) : lead.delivery === "retrying" ? (
        <>
          <span className="st-badge st-badge-in_review">{lead.attempts === 0 ? "Waiting" : "Retrying"}</span>
          <div className="st-muted">Next attempt {lead.nextAttemptAt ? when(lead.nextAttemptAt) : "soon"}</div>
        </>
      ) : (
        <span className="st-badge st-badge-unpublished">Failed after 24 hours</span>
      )}
      {lead.attempts > 0 ? (
        <div className="st-muted">
          {lead.attempts} attempt{lead.attempts === 1 ? "" : "s"}
          {lastAnswer && lead.delivery !== "delivered" ? `; last answer: ${lastAnswer}` : ""}
        </div>
      ) : null}
      {token && lead.delivery !== "delivered" ? (
        <Form method="post" className="st-inline">
          <StudioFormFields token={token} intent="retry" />
          <input type="hidden" name="id" value={lead.id} />
          <input type="hidden" name="back" value={back} />
          <button className="st-button" type="submit" aria-label={`Retry now: ${studioLeadKinds[lead.kind].label} from ${lead.email || "unknown"}`}>
            Retry now
          </button>
        </Form>
      ) : null}
    </>
  );
}

export function LeadsTable({ leads, token, back }: { leads: StudioLead[]; token: string | null; back: string }) {
  if (!leads.length) return <p className="st-panel">No leads match.</p>;
  return (
    <ScrollRegion className="st-table-wrap" label="Leads">
      <table className="st-table">
        <thead>
          <tr>
            <th scope="col">When (UTC)</th>
            <th scope="col">Type</th>
            <th scope="col">Who</th>
            <th scope="col">Source</th>
            <th scope="col">Delivery</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id}>
              <td>{when(lead.at)}</td>
              <td>
                {studioLeadKinds[lead.kind].label}
                {lead.about ? <div className="st-muted">{lead.about}</div> : null}
              </td>
              <td>
                {lead.name}
                <div className="st-muted">{lead.email}</div>
              </td>
              <td>
                <LeadSource lead={lead} />
              </td>
              <td>
                <Delivery lead={lead} token={token} back={back} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
