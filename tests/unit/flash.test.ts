import type { SubmissionResult } from "@conform-to/react";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { valueShortenedKey } from "~/lib/forms";
import { flashCookieBudget, readFlash, redirectWithFlash, type Flash } from "~/server/flash.server";

const context = { config: { production: true, sessionSecret: "a-session-secret-for-the-flash-tests" } } as AppLoadContext;

function reply(initialValue: Record<string, string>, error: Record<string, string[]>): SubmissionResult<string[]> {
  return { status: "error", initialValue, error };
}

/** Posts the flash through a redirect and reads it back as the next page would. */
async function roundTrip(form: NonNullable<Flash["form"]>) {
  const response = await redirectWithFlash(context, "/#audit-request", {
    toast: { kind: "error", title: "newsletter.toast.failedTitle" },
    form,
  });
  const setCookie = response.headers.get("Set-Cookie") ?? "";
  const cookie = setCookie.split(";")[0] ?? "";
  const { flash } = await readFlash(new Request("https://stayloop.test/", { headers: { Cookie: cookie } }), context);
  return { response, setCookie, flash };
}

const accented = (length: number) => `https://example.com/${"ação-é-".repeat(length).slice(0, length - 20)}`;

describe("the flash cookie", () => {
  it("carries a short failed form whole, without the fields the page renders itself", async () => {
    const typed = { propertyUrl: "airbnb.com/rooms/1", name: "", email: "ana@example.com", redirectTo: "/pt", website: "x" };
    const { response, flash } = await roundTrip({ id: "audit-request", reply: reply(typed, { name: ["nameRequired"] }) });
    expect(response.status).toBe(303);
    expect(flash?.form?.reply.initialValue).toEqual({ propertyUrl: "airbnb.com/rooms/1", name: "", email: "ana@example.com" });
    expect(flash?.form?.reply.error).toEqual({ name: ["nameRequired"] });
    expect(flash?.toast?.title).toBe("newsletter.toast.failedTitle");
  });

  it("keeps the beginning of a 2,000-character accented URL, says so, and stays under the budget", async () => {
    const url = accented(2000);
    const typed = { propertyUrl: url, name: "", email: "ana@example.com" };
    const { setCookie, flash } = await roundTrip({ id: "audit-request", reply: reply(typed, { name: ["nameRequired"] }) });
    expect(setCookie.length).toBeLessThanOrEqual(flashCookieBudget);
    const kept = flash?.form?.reply.initialValue as Record<string, string>;
    expect(kept.name).toBe("");
    expect(kept.email).toBe("ana@example.com");
    const keptUrl = kept.propertyUrl ?? "";
    // About 1,000 of the 2,000 characters: "ç", "ã" and "é" are two bytes each.
    expect(keptUrl.length).toBeGreaterThan(900);
    expect(url.startsWith(keptUrl)).toBe(true);
    expect(flash?.form?.reply.error).toEqual({ name: ["nameRequired"], propertyUrl: [valueShortenedKey] });
  });

  it("shares the room between several long values and keeps every error", async () => {
    const typed = { name: "É".repeat(6000), email: `${"😀".repeat(3000)}@example.com`, phone: "1".repeat(3000) };
    const errors = { name: ["nameTooLong"], email: ["emailTooLong", "invalidEmail"], phone: ["phoneInvalid"] };
    const { setCookie, flash } = await roundTrip({ id: "newsletter-referral-waitlist", reply: reply(typed, errors) });
    expect(setCookie.length).toBeLessThanOrEqual(flashCookieBudget);
    const kept = flash?.form?.reply.initialValue as Record<string, string>;
    for (const name of ["name", "email", "phone"] as const) {
      const value = kept[name] ?? "";
      expect(value.length).toBeGreaterThan(100);
      expect(typed[name].startsWith(value)).toBe(true);
    }
    // Cut between code points: no half emoji comes back.
    expect(kept.email).toMatch(/^(😀)+$/u);
    expect(flash?.form?.reply.error).toEqual({
      name: ["nameTooLong", valueShortenedKey],
      email: ["emailTooLong", "invalidEmail", valueShortenedKey],
      phone: ["phoneInvalid", valueShortenedKey],
    });
  });

  it("survives values made of characters that cost the most to encode", async () => {
    const worst = { name: "\u0000\"\\".repeat(5000), email: "\uD800".repeat(5000), note: "\uFFFF".repeat(5000) };
    const { setCookie, flash } = await roundTrip({ id: "audit-request", reply: reply(worst, { email: ["invalidEmail"] }) });
    expect(setCookie.length).toBeLessThanOrEqual(flashCookieBudget);
    expect(flash?.form?.reply.error?.email).toEqual(["invalidEmail", valueShortenedKey]);
  });
});
