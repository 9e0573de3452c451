import { json, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { StudioChannelFee } from "~/backend/studio-catalog";
import { CatalogNav, CatalogRefusal, CatalogSelect, CatalogText } from "~/features/studio/catalog/CatalogFields";
import { channelNames, feeChannels, feeMarkets, marketNames, readFeeForm } from "~/features/studio/catalog/catalog-forms";
import { StudioFormFields } from "~/features/studio/StudioShell";
import { formTokenFor, readStudioPost, requireCan } from "~/features/studio/studio.server";
import type { RouteHandle } from "~/lib/route-handle";
import { studioHeaders } from "~/server/edge/studio-gate.server";
import { notFound } from "~/server/not-found.server";

/** /studio/catalog/fees/{id} (or /new): one row of the fee table, as the planner shows it (decisions 0401, 0506). */
export const handle = { page: { cache: "private", sitemap: false }, alternates: false, shell: "studio" } satisfies RouteHandle;

const utcToday = () => new Date().toISOString().slice(0, 10);

/** The row's id from the address: a whole number, null for a new row, 404 for anything else. */
function feeIdOf(param: string | undefined): number | null {
  if (param === "new") return null;
  if (!param || !/^\d{1,9}$/.test(param)) throw notFound(studioHeaders);
  return Number(param);
}

function valuesOf(fee: StudioChannelFee | null, today: string): Record<string, string> {
  if (!fee) return { channel: "airbnb", market: "all", feePercent: "", effectiveFrom: "", sourceUrl: "", checkedOn: today, noteEn: "", notePt: "" };
  return {
    channel: fee.channel,
    market: fee.market,
    feePercent: fee.feePercent,
    effectiveFrom: fee.effectiveFrom ?? "",
    sourceUrl: fee.sourceUrl ?? "",
    checkedOn: fee.checkedOn,
    noteEn: fee.noteEn ?? "",
    notePt: fee.notePt ?? "",
  };
}

export async function loader({ params, context }: LoaderFunctionArgs) {
  const member = requireCan(context, "read", "catalog");
  const id = feeIdOf(params.id);
  const [fees, token] = await Promise.all([context.backend.listStudioChannelFees(), formTokenFor(context, member)]);
  const fee = id === null ? null : (fees.find((row) => row.id === id) ?? null);
  if (id !== null && !fee) throw notFound(studioHeaders);
  const title = fee ? `${channelNames[fee.channel]}, ${marketNames[fee.market]}, ${fee.effectiveFrom ? `from ${fee.effectiveFrom}` : "before the records"}` : "New fee row";
  return json({ isNew: id === null, title, values: valuesOf(fee, utcToday()), token }, { headers: studioHeaders });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { member, form } = await readStudioPost(request, context, "write", "catalog");
  const id = feeIdOf(params.id);
  const checked = readFeeForm(form, utcToday());
  if (!checked.ok) return json({ errors: checked.errors, values: checked.values }, { status: 400, headers: studioHeaders });
  const saved = await context.backend.saveStudioChannelFee(id, checked.value, { email: member.email, role: member.role });
  if (saved === "missing") throw notFound(studioHeaders);
  if (saved === "taken") {
    const errors = { effectiveFrom: "Another row has this channel, market and date: edit that row, or choose the date this fee takes effect." };
    return json({ errors, values: checked.values }, { status: 409, headers: studioHeaders });
  }
  return redirect("/studio/catalog/fees?done=saved", { headers: studioHeaders });
}

export default function StudioChannelFee() {
  const { isNew, title, values, token } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const state = reply ?? { values };
  return (
    <>
      <h1>{title}</h1>
      <CatalogNav />
      <CatalogRefusal errors={reply?.errors} />
      <Form method="post" noValidate className="st-panel" aria-label={isNew ? "New fee row" : `Edit ${title}`}>
        <StudioFormFields token={token} />
        <CatalogSelect state={state} name="channel" label="Channel" options={feeChannels.map((channel) => [channel, channelNames[channel]] as const)} />
        <CatalogSelect state={state} name="market" label="Market" hint="Brazil's rows replace the channel's other rows for hosts in Brazil." options={feeMarkets.map((market) => [market, marketNames[market]] as const)} />
        <CatalogText state={state} name="feePercent" label="Fee (%)" inputMode="decimal" hint="From 0 to 50, two decimals at most, e.g. 15.5." />
        <CatalogText state={state} name="effectiveFrom" label="In force from (YYYY-MM-DD)" type="date" hint="Empty for a fee in force since before the table's records. A later date takes effect on its day." />
        <CatalogText state={state} name="sourceUrl" label="Source (https:// address)" type="url" hint="The channel's own page saying the fee; empty only for direct bookings." />
        <CatalogText state={state} name="checkedOn" label="Checked on (YYYY-MM-DD)" type="date" hint="When you last read the source." />
        <CatalogText state={state} name="noteEn" label="Note (English)" lines={2} hint="Up to 300 characters, shown under the fee." />
        <CatalogText state={state} name="notePt" label="Note (Portuguese)" lines={2} lang="pt-BR" hint="Up to 300 characters, shown on /pt." />
        <div className="st-actions">
          <button className="st-button st-button-primary" type="submit">
            {isNew ? "Add fee row" : "Save fee row"}
          </button>
          <Link className="st-button" to="/studio/catalog/fees">
            Back to channel fees
          </Link>
        </div>
      </Form>
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.title ?? "Fee row"} | StayLoop Studio` }, { name: "robots", content: "noindex, nofollow" }];

export const headers: HeadersFunction = () => studioHeaders;
