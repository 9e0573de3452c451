import type { AppLoadContext } from "@remix-run/cloudflare";
import {
  leadDeliveryStates,
  studioLeadKindNames,
  type LeadDeliveryState,
  type StudioLead,
  type StudioLeadCursor,
  type StudioLeadFilter,
  type StudioLeadKind,
} from "~/backend/studio-leads";
import { csvStream, type CsvValue } from "~/lib/csv";
import { studioHeaders } from "~/server/edge/studio-gate.server";

/**
 * The leads page's server side (issue 43 item 4, decision 0505): the filter as the URL says it,
 * the page of rows, the CSV of everything the filter matches.
 */
export const leadsPageSize = 50;
const exportChunk = 500;

/** The query parameters the page reads (its handle's `query`). */
export const leadQueryNames = ["kind", "from", "to", "campaign", "delivery", "afterAt", "afterId", "done"] as const;

export interface LeadFilterForm {
  kind: StudioLeadKind | "";
  from: string;
  to: string;
  campaign: string;
  delivery: LeadDeliveryState | "";
}

const day = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (text: string) => day.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));
const nextDay = (text: string) => new Date(Date.parse(`${text}T00:00:00Z`) + 86_400_000).toISOString();

/** The filter as typed (for the form) and as the backend takes it; what is not understood is dropped. */
export function leadFilterOf(params: URLSearchParams): { form: LeadFilterForm; filter: StudioLeadFilter } {
  const kindText = params.get("kind") ?? "";
  const kind = (studioLeadKindNames as readonly string[]).includes(kindText) ? (kindText as StudioLeadKind) : "";
  const deliveryText = params.get("delivery") ?? "";
  const delivery = (leadDeliveryStates as readonly string[]).includes(deliveryText) ? (deliveryText as LeadDeliveryState) : "";
  const from = validDay(params.get("from") ?? "") ? (params.get("from") as string) : "";
  const to = validDay(params.get("to") ?? "") ? (params.get("to") as string) : "";
  const campaign = (params.get("campaign") ?? "").trim().slice(0, 200);
  return {
    form: { kind, from, to, campaign, delivery },
    filter: {
      kind: kind || undefined,
      // Days are UTC days; "to" includes its whole day.
      from: from ? `${from}T00:00:00.000Z` : undefined,
      to: to ? nextDay(to) : undefined,
      campaign: campaign || undefined,
      delivery: delivery || undefined,
    },
  };
}

/** The query of a filter (empty values left out), for links: the next page, the export, the way back after a post. */
export function leadQueryOf(form: LeadFilterForm, extra: Record<string, string> = {}): string {
  const entries = Object.entries({ ...form, ...extra }).filter(([, value]) => value !== "");
  return new URLSearchParams(entries).toString();
}

export function cursorOf(params: URLSearchParams): StudioLeadCursor | undefined {
  const at = params.get("afterAt") ?? "";
  const id = params.get("afterId") ?? "";
  return /^[0-9T:.+\- Z]{10,40}$/.test(at) && /^[0-9A-Za-z-]{1,64}$/.test(id) ? { at, id } : undefined;
}

export async function loadLeadsPage(context: AppLoadContext, params: URLSearchParams) {
  const { form, filter } = leadFilterOf(params);
  const after = cursorOf(params);
  const rows = await context.backend.listStudioLeads(filter, { after, limit: leadsPageSize + 1 });
  const leads = rows.slice(0, leadsPageSize);
  const last = leads.at(-1);
  return {
    form,
    leads,
    paged: Boolean(after),
    older: rows.length > leadsPageSize && last ? leadQueryOf(form, { afterAt: last.at, afterId: last.id }) : null,
  };
}

export const leadCsvHeader = [
  "event_id", "type", "created_at", "name", "email", "about", "page", "page_lang", "utm_source", "utm_medium", "utm_campaign", "utm_term",
  "utm_content", "click_id", "referrer_host", "heard_about", "heard_about_other", "delivery", "attempts", "next_attempt_at", "delivered_at",
  "last_status", "last_error",
] as const;

export function leadCsvRecord(lead: StudioLead): CsvValue[] {
  const source = lead.source;
  return [
    lead.id, lead.type, lead.at, lead.name, lead.email, lead.about, lead.page?.path, lead.page?.lang, source?.utm_source, source?.utm_medium,
    source?.utm_campaign, source?.utm_term, source?.utm_content, source?.click_id, source?.referrer_host, source?.heard_about,
    source?.heard_about_other, lead.delivery, lead.attempts, lead.nextAttemptAt, lead.deliveredAt, lead.lastStatus, lead.lastError,
  ];
}

/**
 * Every lead the filter matches as one CSV download, streamed chunk by chunk (keyset pages of
 * 500). The first chunk is read before answering, so a backend that fails answers 503, not an
 * empty file; the rest follows as the browser reads.
 */
export async function leadsCsvResponse(context: AppLoadContext, params: URLSearchParams, now: Date): Promise<Response> {
  const { filter } = leadFilterOf(params);
  const read = (after?: StudioLeadCursor) => context.backend.listStudioLeadsForExport(filter, { after, limit: exportChunk });
  let rows = await read();
  const first = rows;
  const body = csvStream(leadCsvHeader, first.map(leadCsvRecord), async () => {
    const last = rows.at(-1);
    if (rows.length < exportChunk || !last) return null;
    rows = await read({ at: last.at, id: last.id });
    return rows.length ? rows.map(leadCsvRecord) : null;
  });
  return csvAttachment(body, `stayloop-leads-${now.toISOString().slice(0, 10)}.csv`);
}

/** A CSV download: private and never stored (decision 0501), an attachment. */
export function csvAttachment(body: ReadableStream<Uint8Array>, fileName: string): Response {
  return new Response(body, {
    headers: {
      ...studioHeaders,
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
