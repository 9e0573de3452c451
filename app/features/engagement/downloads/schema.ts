import * as z from "zod/mini";
import { emailChecks, maxUnits, singleLine } from "~/lib/text-fields";

/** The download form (spec 2 §2.11, §5); messages are keys of `errors` in "downloads". */
export const downloadLimits = { name: 100, email: 254, query: 100 } as const;

export const downloadSchema = z.object({
  name: z
    .string({ error: "nameTooShort" })
    .check(singleLine(), z.trim(), z.minLength(2, "nameTooShort"), maxUnits(downloadLimits.name, "nameTooLong")),
  email: z
    .string({ error: "emailInvalid" })
    .check(
      z.trim(),
      ...emailChecks({ max: downloadLimits.email, dotted: true, tooLong: "emailInvalid", invalid: "emailInvalid" }),
    ),
});
export type DownloadInput = z.infer<typeof downloadSchema>;

interface Filterable {
  name: string;
  description: string | null;
  category: string | null;
}

export interface ResourceFilter {
  q: string;
  category: string;
}

/** The search box and category dropdown from the URL (a GET form): trimmed, capped. */
export function readResourceFilter(searchParams: URLSearchParams): ResourceFilter {
  const clean = (value: string | null) => (value ?? "").trim().slice(0, downloadLimits.query);
  return { q: clean(searchParams.get("q")), category: clean(searchParams.get("category")) };
}

/** Distinct categories found in the data, in alphabetical order (spec 2 §2.11). */
export function resourceCategories(resources: Filterable[], locale: string): string[] {
  const names = new Set(resources.map((r) => r.category?.trim() ?? "").filter((c) => c !== ""));
  return [...names].sort((a, b) => a.localeCompare(b, locale));
}

/** Case-insensitive text in name or description, and the chosen category (empty means all). */
export function filterResources<T extends Filterable>(resources: T[], { q, category }: ResourceFilter): T[] {
  const needle = q.toLocaleLowerCase();
  return resources.filter((resource) => {
    if (category && (resource.category ?? "").trim() !== category) return false;
    if (!needle) return true;
    return `${resource.name}\n${resource.description ?? ""}`.toLocaleLowerCase().includes(needle);
  });
}

