import type { FeeChannel, FeeMarket } from "~/backend/channel-fees";
import { integrationKinds, integrationStatuses, type IntegrationKind, type IntegrationStatus } from "~/backend/integrations";
import type { StudioChannelFeeInput, StudioDownloadText, StudioIntegrationInput, StudioIntegrationText } from "~/backend/studio-catalog";

/**
 * The catalog's forms read and checked (issue 43 item 6, decision 0506): each answers the value
 * to save, or a message per field and every value as typed, so the form shows it all again.
 * The limits are the tables' own (migrations/0024_channel_fees.sql, 0025_integrations.sql)
 * or, where a table has none, what the public page has room for.
 */
export type CatalogErrors = Record<string, string>;
export type CatalogValues = Record<string, string>;
export type Checked<T> = { ok: true; value: T; values: CatalogValues } | { ok: false; errors: CatalogErrors; values: CatalogValues };

export const feeChannels: readonly FeeChannel[] = ["airbnb", "booking", "vrbo", "direct"];
export const feeMarkets: readonly FeeMarket[] = ["all", "br"];
export const channelNames: Record<FeeChannel, string> = { airbnb: "Airbnb", booking: "Booking.com", vrbo: "Vrbo", direct: "Direct" };
export const marketNames: Record<FeeMarket, string> = { all: "Everywhere else", br: "Brazil" };
export const statusNames: Record<IntegrationStatus, string> = { live: "Live", "in-progress": "In progress", planned: "Planned" };
export const kindNames: Record<IntegrationKind, string> = { "channel-manager": "Channel manager", pms: "Property management system" };

/** List fields hold one entry a line; the directory's pages show at most this many. */
const listLimits = { lines: 20, lineLength: 300 } as const;

// eslint-disable-next-line no-control-regex -- a field with control characters is refused
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const valueOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : "";
};

function textProblem(value: string, max: number, required: boolean, what: string): string | null {
  if (!value) return required ? `Enter ${what}.` : null;
  if (value.length > max) return `Keep ${what} to ${max} characters (now ${value.length}).`;
  if (controlCharacters.test(value)) return `Remove the control characters from ${what}.`;
  return null;
}

const linesOf = (value: string) => value.split("\n").map((line) => line.trim()).filter(Boolean);

function listProblem(lines: string[], what: string): string | null {
  if (lines.length > listLimits.lines) return `List at most ${listLimits.lines} ${what}, one a line (now ${lines.length}).`;
  const long = lines.findIndex((line) => line.length > listLimits.lineLength);
  if (long >= 0) return `Line ${long + 1} is over ${listLimits.lineLength} characters.`;
  if (lines.some((line) => controlCharacters.test(line))) return `Remove the control characters from ${what}.`;
  return null;
}

/** An integration's form: what the directory and its page show, English on the row and Portuguese beside it. */
export function readIntegrationForm(form: FormData, roadmapItemIds: readonly number[]): Checked<StudioIntegrationInput> {
  const names = ["name", "kind", "status", "roadmapItemId", "displayOrder", "isPublished", "summary", "syncs", "connectSteps", "ptSummary", "ptSyncs", "ptConnectSteps"];
  const values = Object.fromEntries(names.map((name) => [name, valueOf(form, name)]));
  const errors: CatalogErrors = {};
  const problem = (name: string, message: string | null) => {
    if (message) errors[name] = message;
  };
  problem("name", textProblem(values.name!, 80, true, "the name"));
  if (!(integrationKinds as readonly string[]).includes(values.kind!)) errors.kind = "Choose a kind.";
  if (!(integrationStatuses as readonly string[]).includes(values.status!)) errors.status = "Choose a status.";
  const roadmapItemId = values.roadmapItemId ? Number(values.roadmapItemId) : null;
  if (roadmapItemId !== null && !roadmapItemIds.includes(roadmapItemId)) errors.roadmapItemId = "Choose a roadmap item from the list, or none.";
  const displayOrder = Number(values.displayOrder || "0");
  if (!/^\d{1,4}$/.test(values.displayOrder || "0")) errors.displayOrder = "Enter a whole number from 0 to 9999.";
  const text = (prefix: "" | "pt"): StudioIntegrationText => {
    const key = (name: string) => (prefix ? `pt${name[0]!.toUpperCase()}${name.slice(1)}` : name);
    return { summary: values[key("summary")]!, syncs: linesOf(values[key("syncs")]!), connectSteps: linesOf(values[key("connectSteps")]!) };
  };
  const en = text("");
  const pt = text("pt");
  problem("summary", textProblem(en.summary, 300, true, "the summary"));
  problem("syncs", listProblem(en.syncs, "things that sync"));
  problem("connectSteps", listProblem(en.connectSteps, "steps"));
  const hasPt = Boolean(pt.summary || pt.syncs.length || pt.connectSteps.length);
  problem("ptSummary", textProblem(pt.summary, 300, hasPt, "the Portuguese summary (or empty every Portuguese field to show English)"));
  problem("ptSyncs", listProblem(pt.syncs, "things that sync"));
  problem("ptConnectSteps", listProblem(pt.connectSteps, "steps"));
  if (Object.keys(errors).length) return { ok: false, errors, values };
  return {
    ok: true,
    values,
    value: {
      name: values.name!,
      kind: values.kind as IntegrationKind,
      status: values.status as IntegrationStatus,
      roadmapItemId,
      displayOrder,
      isPublished: values.isPublished === "yes",
      en,
      pt: hasPt ? pt : null,
    },
  };
}

/** A calendar date as `YYYY-MM-DD` that exists (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An address the page may link to: https, a host, no spaces, 500 characters at most (the table's check). */
export function httpsProblem(value: string): string | null {
  if (!value) return null;
  if (value.length > 500) return "Keep the address to 500 characters.";
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (!url || url.protocol !== "https:" || !url.hostname.includes(".") || /\s/.test(value) || url.username || url.password) {
    return "Enter the source's https:// address, e.g. https://www.airbnb.com/help/article/1857.";
  }
  return null;
}

/** A fee as a percentage from 0 to 50 with two decimals at most ("15.5", "15,5" or "15.5 %"): the planner's bound and the tables' checks. */
export function feePercentOf(value: string): string | null {
  const match = /^(\d{1,2})(?:[.,](\d{1,2}))?\s*%?$/.exec(value.trim());
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0") || "0");
  if (cents > 5000) return null;
  return `${Math.trunc(cents / 100)}${cents % 100 ? `.${String(cents % 100).padStart(2, "0").replace(/0$/, "")}` : ""}`;
}

/** A fee row's form. `today` is the UTC date: a check cannot have happened later. `isNew` lets the channel be chosen. */
export function readFeeForm(form: FormData, today: string): Checked<StudioChannelFeeInput> {
  const names = ["channel", "market", "feePercent", "effectiveFrom", "sourceUrl", "checkedOn", "noteEn", "notePt"];
  const values = Object.fromEntries(names.map((name) => [name, valueOf(form, name)]));
  const errors: CatalogErrors = {};
  if (!(feeChannels as readonly string[]).includes(values.channel!)) errors.channel = "Choose a channel.";
  if (!(feeMarkets as readonly string[]).includes(values.market!)) errors.market = "Choose a market.";
  const feePercent = feePercentOf(values.feePercent!);
  if (feePercent === null) errors.feePercent = "Enter the fee as a percentage from 0 to 50, with two decimals at most (e.g. 15.5).";
  if (values.effectiveFrom && !isCalendarDate(values.effectiveFrom)) errors.effectiveFrom = "Enter the date as YYYY-MM-DD (e.g. 2026-12-01), or leave it empty for a fee in force since before the table's records.";
  const source = httpsProblem(values.sourceUrl!);
  if (source) errors.sourceUrl = source;
  if (!isCalendarDate(values.checkedOn!)) errors.checkedOn = "Enter the date you checked the source as YYYY-MM-DD.";
  else if (values.checkedOn! > today) errors.checkedOn = `The check cannot be later than today (${today}).`;
  for (const [name, what] of [["noteEn", "the English note"], ["notePt", "the Portuguese note"]] as const) {
    const message = textProblem(values[name]!, 300, false, what);
    if (message) errors[name] = message;
  }
  if (Object.keys(errors).length || feePercent === null) return { ok: false, errors, values };
  return {
    ok: true,
    values,
    value: {
      channel: values.channel as FeeChannel,
      market: values.market as FeeMarket,
      feePercent,
      effectiveFrom: values.effectiveFrom || null,
      sourceUrl: values.sourceUrl || null,
      checkedOn: values.checkedOn!,
      noteEn: values.noteEn || null,
      notePt: values.notePt || null,
    },
  };
}

/** The table's last-checked date. */
export function readCheckedForm(form: FormData, today: string): Checked<string> {
  const values = { checkedOn: valueOf(form, "checkedOn") };
  if (!isCalendarDate(values.checkedOn)) return { ok: false, values, errors: { checkedOn: "Enter the date you checked every source as YYYY-MM-DD." } };
  if (values.checkedOn > today) return { ok: false, values, errors: { checkedOn: `The check cannot be later than today (${today}).` } };
  return { ok: true, values, value: values.checkedOn };
}

/** A download's title and description in both languages (the downloads page and its dialog show them). */
export function readDownloadTextForm(form: FormData): Checked<StudioDownloadText> {
  const names = ["name", "description", "ptName", "ptDescription"];
  const values = Object.fromEntries(names.map((name) => [name, valueOf(form, name)]));
  const errors: CatalogErrors = {};
  const check = (name: string, max: number, required: boolean, what: string) => {
    const message = textProblem(values[name]!, max, required, what);
    if (message) errors[name] = message;
  };
  check("name", 120, true, "the title");
  check("description", 500, false, "the description");
  check("ptName", 120, Boolean(values.ptDescription), "the Portuguese title (or empty both Portuguese fields to show English)");
  check("ptDescription", 500, false, "the Portuguese description");
  if (Object.keys(errors).length) return { ok: false, errors, values };
  return {
    ok: true,
    values,
    value: {
      en: { name: values.name!, description: values.description || null },
      pt: values.ptName ? { name: values.ptName, description: values.ptDescription || null } : null,
    },
  };
}
