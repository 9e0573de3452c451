import type { FeeChannel, FeeMarket } from "./channel-fees";
import type { IntegrationKind, IntegrationStatus } from "./integrations";
import type { StudioActor } from "./studio";

/**
 * The studio's catalog (issue 43 item 6, decision 0506): the integrations directory's rows,
 * the channel-fee table and the downloads, as editors and admins change them. Each write and
 * its audit entry are one D1 batch or one Postgres function; every table here bumps the
 * content version (decision 0027), so a change reaches cached public pages within a minute.
 */
export interface StudioCatalogPort {
  /** Every integration, published or not, with its Portuguese text (display order, then name). */
  listStudioIntegrations(): Promise<StudioIntegration[]>;
  getStudioIntegration(slug: string): Promise<StudioIntegration | null>;
  /** False when no integration has this slug. A null `pt` removes the translation (the page then shows English). */
  saveStudioIntegration(slug: string, input: StudioIntegrationInput, actor: StudioActor): Promise<boolean>;

  /** Every row of the fee table, by channel, market and date. */
  listStudioChannelFees(): Promise<StudioChannelFee[]>;
  /** Adds a row (`id` null) or changes one: "taken" when another row has the channel, market and date. */
  saveStudioChannelFee(id: number | null, input: StudioChannelFeeInput, actor: StudioActor): Promise<"saved" | "taken" | "missing">;
  /** The table's last-checked date: every row was checked against its source on `date` (`YYYY-MM-DD`). */
  markChannelFeesChecked(date: string, actor: StudioActor): Promise<void>;

  /** Every downloadable resource, published or not, with its Portuguese text. */
  listStudioDownloads(): Promise<StudioDownload[]>;
  getStudioDownload(id: string): Promise<StudioDownload | null>;
  /** False when no resource has this id. A null `pt` removes the Portuguese title and description. */
  saveStudioDownloadText(id: string, input: StudioDownloadText, actor: StudioActor): Promise<boolean>;
  /**
   * Stores an already checked file as the resource's file: the new object first, then the row
   * and its audit entry, then the old object is removed (when it was a stored object no other
   * resource names). Null when no resource has this id (the new object is removed again).
   */
  replaceStudioDownloadFile(id: string, file: StudioDownloadFile, actor: StudioActor): Promise<{ path: string; removed: string | null } | null>;
}

export interface StudioIntegrationText {
  summary: string;
  syncs: string[];
  connectSteps: string[];
}

export interface StudioIntegrationInput {
  name: string;
  kind: IntegrationKind;
  status: IntegrationStatus;
  roadmapItemId: number | null;
  displayOrder: number;
  isPublished: boolean;
  en: StudioIntegrationText;
  pt: StudioIntegrationText | null;
}

export interface StudioIntegration extends StudioIntegrationInput {
  slug: string;
}

export interface StudioChannelFeeInput {
  channel: FeeChannel;
  market: FeeMarket;
  /** Two decimals at most, as typed after checking ("15.5"). */
  feePercent: string;
  effectiveFrom: string | null;
  sourceUrl: string | null;
  checkedOn: string;
  noteEn: string | null;
  notePt: string | null;
}

export interface StudioChannelFee extends StudioChannelFeeInput {
  id: number;
}

export interface StudioDownloadText {
  en: { name: string; description: string | null };
  pt: { name: string; description: string | null } | null;
}

export interface StudioDownload extends StudioDownloadText {
  id: string;
  slug: string;
  isPublished: boolean;
  /** Where the file is: an object path in R2 / the private bucket, or an https:// address. */
  fileUrl: string;
}

export interface StudioDownloadFile {
  content: Uint8Array;
  extension: string;
  contentType: string;
}

/** The object path of a resource's new file: a new folder each time, the file named after the slug (the name the visitor's download gets). */
export function downloadObjectPath(slug: string, extension: string, at: Date): string {
  return `downloads/${at.getTime().toString(36)}-${crypto.randomUUID().slice(0, 8)}/${slug}.${extension}`;
}

/** A stored object the studio may remove: under downloads/, never an address elsewhere. */
export const isStoredDownload = (path: string) => path.startsWith("downloads/") && !path.includes("..");
