import type { AppLoadContext } from "@remix-run/cloudflare";
import type { Params } from "@remix-run/react";
import { translator } from "~/server/i18n.server";
import { requireLang } from "~/server/lang.server";
import { formatLongDate } from "~/lib/dates";
import type { Lang } from "~/lib/i18n";
import type { ComparisonRow } from "./pricing/comparison";
import type { FeatureLayoutCopy, FeaturePagesCopy, LegalDocumentCopy, LegalDocumentName } from "./copy";
import { contactEmails, trial, type FeatureSlug } from "~/lib/site";

/**
 * The comparison table's rows for a page, or null when the backend failed: the page
 * still renders, with the table saying it could not be loaded.
 */
export async function comparisonRows(context: AppLoadContext, lang: Lang): Promise<ComparisonRow[] | null> {
  try {
    const rows = await context.backend.listPricingFeatures(lang);
    // Only what the table shows goes to the browser.
    return rows.map((row) => ({
      id: row.id,
      featureName: row.featureName,
      featureDescription: row.featureDescription,
      starterIncluded: row.starterIncluded,
      professionalIncluded: row.professionalIncluded,
      enterpriseIncluded: row.enterpriseIncluded,
      starterValue: row.starterValue,
      professionalValue: row.professionalValue,
      enterpriseValue: row.enterpriseValue,
      category: row.category,
      displayOrder: row.displayOrder,
    }));
  } catch (error) {
    console.error("pricing comparison rows could not be loaded", error);
    return null;
  }
}

/**
 * The copy of one feature page, in the page's language with the trial length filled in.
 * Feature pages send the browser only their own texts (as loader data), not the whole
 * featurePages namespace with all nine pages (docs/decisions/0103-feature-pages.md).
 */
export async function featurePageCopy<S extends FeatureSlug>(params: Params, slug: S) {
  const lang = requireLang(params);
  const t = await translator(lang, "featurePages");
  const options = { returnObjects: true, days: trial.days } as const;
  const page = t(`pages.${slug}`, options) as unknown as FeaturePagesCopy[S];
  const layout = t("layout", options) as unknown as FeatureLayoutCopy;
  return { lang, slug, meta: page.meta, page, layout };
}

/** When each policy last changed (spec 2 §2.3). */
export const legalUpdatedOn: Record<LegalDocumentName, string> = {
  privacy: "2026-11-28T12:00:00Z",
  terms: "2025-04-03T12:00:00Z",
  cookies: "2025-04-03T12:00:00Z",
};

/** A legal page's text and its formatted date, in the page's language. */
export async function legalDocument(params: Params, name: LegalDocumentName) {
  const lang = requireLang(params);
  const t = await translator(lang, "legal");
  const values = {
    returnObjects: true,
    days: trial.days,
    privacyEmail: contactEmails.privacy,
    supportEmail: contactEmails.support,
  } as const;
  const document = t(name, values) as unknown as LegalDocumentCopy;
  const updated = formatLongDate(legalUpdatedOn[name], lang);
  return {
    lang,
    name,
    meta: document.meta,
    document,
    updatedLabel: t("lastUpdated", { date: updated }),
    updatedIso: legalUpdatedOn[name].slice(0, 10),
    contentsLabel: t("contents"),
    otherPoliciesLabel: t("otherPolicies"),
  };
}
