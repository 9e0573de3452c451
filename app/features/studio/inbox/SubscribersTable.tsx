import { Form } from "@remix-run/react";
import { ScrollRegion } from "~/components/ui/ScrollRegion";
import type { StudioSubscriber } from "~/backend/studio-subscribers";
import { formatDateTimeUtc } from "~/lib/dates";
import { StudioFormFields } from "../StudioShell";

const when = (value: string) => formatDateTimeUtc(value, "en");

/**
 * The subscribers with the consent each gave (time, the sentence's version, the page) and
 * "Forget this person", which asks to type the address again: it cannot be undone.
 */
export function SubscribersTable({ subscribers, token, back }: { subscribers: StudioSubscriber[]; token: string; back: string }) {
  if (!subscribers.length) return <p className="st-panel">No subscribers match.</p>;
  return (
    <ScrollRegion className="st-table-wrap" label="Subscribers">
      <table className="st-table">
        <thead>
          <tr>
            <th scope="col">Address</th>
            <th scope="col">Status</th>
            <th scope="col">Consent</th>
            <th scope="col">Forget</th>
          </tr>
        </thead>
        <tbody>
          {subscribers.map((row, index) => (
            <tr key={row.email}>
              <td>
                {row.email}
                <div className="st-muted">
                  {row.name} · {row.locale}
                  {row.isWaitlist ? " · waitlist" : ""} · {row.featureInterest}
                </div>
              </td>
              <td>{row.unsubscribedAt ? `Unsubscribed ${when(row.unsubscribedAt)}` : "Subscribed"}</td>
              <td>
                <div>{when(row.subscribedAt)}</div>
                <div className="st-muted">
                  Text version {row.consentVersion ?? "unknown (before versions)"} on {row.consentPath ?? "an unknown page"}
                </div>
                <details>
                  <summary>The sentence they agreed to</summary>
                  <p>{row.consentText}</p>
                </details>
              </td>
              <td>
                <Form method="post" className="st-inline">
                  <StudioFormFields token={token} intent="forget" />
                  <input type="hidden" name="email" value={row.email} />
                  <input type="hidden" name="back" value={back} />
                  <label htmlFor={`forget-${index}`} className="st-muted">
                    Type the address to forget {row.email}
                  </label>
                  <input id={`forget-${index}`} name="confirm" type="email" autoComplete="off" />
                  <button className="st-button st-button-danger" type="submit">
                    Forget this person
                  </button>
                </Form>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
