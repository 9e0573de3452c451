import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ScrollRegion } from "~/components/ui/ScrollRegion";
import { CatalogNav, CatalogText } from "~/features/studio/catalog/CatalogFields";
import { channelNames, marketNames, readCheckedForm } from "~/features/studio/catalog/catalog-forms";
import { StudioFormFields } from "~/features/studio/StudioShell";
import { formTokenFor, readStudioPost, requireCan } from "~/features/studio/studio.server";
import { anyValueOf, type RouteHandle } from "~/lib/route-handle";
import { studioHeaders } from "~/server/edge/studio-gate.server";

/**
 * /studio/catalog/fees: the channel-fee planner's table (decision 0401) with its history, and
 * the table's last-checked date ("Fees as of …" on the planner), which marks every row checked
 * on one day (decision 0506). Tens of rows at most (a few changes a year), so one page.
 */
export const handle = { page: { cache: "private", sitemap: false, query: anyValueOf(["done"]) }, alternates: false, shell: "studio" } satisfies RouteHandle;

const utcToday = () => new Date().toISOString().slice(0, 10);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const member = requireCan(context, "read", "catalog");
  const [fees, token] = await Promise.all([context.backend.listStudioChannelFees(), formTokenFor(context, member)]);
  const done = new URL(request.url).searchParams.get("done");
  const asOf = fees.reduce<string | null>((latest, fee) => (latest && latest > fee.checkedOn ? latest : fee.checkedOn), null);
  return json({ fees, token, asOf, today: utcToday(), done: done === "checked" || done === "saved" ? done : null }, { headers: studioHeaders });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { member, form } = await readStudioPost(request, context, "write", "catalog");
  const checked = readCheckedForm(form, utcToday());
  if (!checked.ok) return json({ errors: checked.errors, values: checked.values }, { status: 400, headers: studioHeaders });
  await context.backend.markChannelFeesChecked(checked.value, { email: member.email, role: member.role });
  return redirect("/studio/catalog/fees?done=checked", { headers: studioHeaders });
}

export default function StudioChannelFees() {
  const { fees, token, asOf, today, done } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <>
      <h1>Channel fees</h1>
      <CatalogNav />
      {done && !reply ? (
        <p className="st-notice" role="status">
          {done === "checked" ? "Every row is marked checked." : "Fee saved."} The planner shows it within a minute.
        </p>
      ) : null}
      <p>
        The planner says <strong>Fees as of {asOf ?? "—"}</strong> (the latest check of any row). A change of fee is a new row with the date it takes effect, so the planner can
        show the rate that keeps a payout across it.
      </p>
      <p>
        <Link className="st-button st-button-primary" to="/studio/catalog/fees/new">
          Add a fee row
        </Link>
      </p>
      <ScrollRegion className="st-table-wrap" label="Channel fees">
        <table className="st-table">
          <thead>
            <tr>
              <th scope="col">Channel</th>
              <th scope="col">Market</th>
              <th scope="col">Fee</th>
              <th scope="col">In force from</th>
              <th scope="col">Source</th>
              <th scope="col">Checked on</th>
            </tr>
          </thead>
          <tbody>
            {fees.map((fee) => (
              <tr key={fee.id}>
                <td>
                  <Link to={`/studio/catalog/fees/${fee.id}`} aria-label={`Edit ${channelNames[fee.channel]}, ${marketNames[fee.market]}, ${fee.effectiveFrom ?? "from the start"}`}>
                    {channelNames[fee.channel]}
                  </Link>
                </td>
                <td>{marketNames[fee.market]}</td>
                <td>{fee.feePercent} %</td>
                <td>{fee.effectiveFrom ?? "Before the records"}</td>
                <td>{fee.sourceUrl ? <a href={fee.sourceUrl}>{new URL(fee.sourceUrl).hostname}</a> : "None"}</td>
                <td>{fee.checkedOn}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <h2>The table's last-checked date</h2>
      <Form method="post" noValidate className="st-panel" aria-label="Mark every row checked">
        <StudioFormFields token={token} intent="checked" />
        <CatalogText state={reply ?? { values: { checkedOn: today } }} name="checkedOn" label="Every source checked on (YYYY-MM-DD)" type="date" hint="Sets the checked date of every row; the planner shows it as “Fees as of”." />
        <button className="st-button" type="submit">
          Mark every row checked
        </button>
      </Form>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Channel fees | StayLoop Studio" }, { name: "robots", content: "noindex, nofollow" }];

export const headers: HeadersFunction = () => studioHeaders;
