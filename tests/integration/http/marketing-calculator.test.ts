import { describe, expect, it } from "vitest";
import { baseUrl } from "./support";

// The commission calculator over HTTP (issue 22 item 1), as a browser without JavaScript
// or a crawler receives it: values in the query string, figures and messages in the HTML.

const get = (path: string) => fetch(baseUrl() + path, { redirect: "manual", headers: { Cookie: "lang=en" } });

const decode = (text: string) =>
  text.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">");
const textOf = (html: string) => decode(html.replace(/<script\b[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");

async function calculator(path: string) {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  const output = (marker: string) => textOf(new RegExp(`<output[^>]*${marker}[^>]*>([^<]*)</output>`).exec(html)?.[1] ?? "").trim();
  /** The field's input and its message: the message sits in the field's own block, right under it. */
  const field = (name: string) => {
    const start = html.indexOf(`data-calculator-field="${name}"`);
    expect(start, name).toBeGreaterThan(-1);
    const end = html.indexOf("data-calculator-field=", start + 10);
    const part = html.slice(start, end === -1 ? html.indexOf("</form>", start) : end);
    const input = /<input[^>]*>/.exec(part)?.[0] ?? "";
    const error = /<p[^>]*data-calculator-error[^>]*>([^<]*)<\/p>/.exec(part);
    return {
      value: decode(/value="([^"]*)"/.exec(input)?.[1] ?? ""),
      invalid: input.includes('aria-invalid="true"'),
      error: error && !/\bhidden\b/.test(/<p[^>]*data-calculator-error[^>]*>/.exec(part)?.[0] ?? "") ? decode(error[1] ?? "") : null,
    };
  };
  const state = /data-calculator-results="([a-z]+)"/.exec(html)?.[1];
  const audit = decode(/<a[^>]*href="([^"]*)"[^>]*data-calculator-audit/.exec(html)?.[1] ?? "");
  return { html, text: textOf(html), paid: output("data-calculator-paid"), saved: output("data-calculator-saved"), field, state, audit };
}

describe("the commission calculator", () => {
  it("asks for the figures on a first visit, with 15 % and 20 % filled in, and no message", async () => {
    for (const path of ["/commission-calculator", "/pt/commission-calculator"]) {
      const page = await calculator(path);
      expect(page.state).toBe("prompt");
      expect(page.field("commission").value).toBe("15");
      expect(page.field("shift").value).toBe("20");
      expect(page.field("nightly_rate")).toEqual({ value: "", invalid: false, error: null });
      expect(page.html).toContain('<form method="get"');
    }
  });

  it("shows what a host pays and saves, grouped the English way", async () => {
    const page = await calculator("/commission-calculator?nightly_rate=1,250&nights=300&ota_share=90&commission=15&shift=20");
    // 1250 × 300 × 0.9 × 0.15 = 50,625; 20 % of it = 10,125
    expect(page.state).toBe("figures");
    expect(page.paid).toBe("50,625");
    expect(page.saved).toBe("10,125");
    expect(page.text).toContain("Moving 20 % of those nights direct saves about 10,125 a year");
    expect(page.field("nightly_rate").value).toBe("1,250");
    expect(page.audit).toBe("/?nightly_rate=1%2C250&nights=300&ota_share=90&commission=15&shift=20#audit-request");
    expect(page.text).toContain("How we work it out");
  });

  it("reads and writes numbers the Portuguese way on /pt", async () => {
    const page = await calculator("/pt/commission-calculator?nightly_rate=1.250,50&nights=300&ota_share=90&commission=17,5&shift=25");
    // 1250.5 × 300 × 0.9 × 0.175 = 59,086.125; 25 % = 14,771.53
    expect(page.paid).toBe("59.086");
    expect(page.saved).toBe("14.772");
    expect(page.text).toContain("Levar 25 % dessas noites para reservas diretas economiza cerca de 14.772 por ano");
    expect(page.audit.startsWith("/pt?nightly_rate=1.250%2C50&")).toBe(true);
  });

  it("answers 200 with a message next to each bad field, keeps what was typed, and shows no figure (never NaN)", async () => {
    const page = await calculator("/commission-calculator?nightly_rate=abc&nights=400&ota_share=&commission=15&shift=20.5.1");
    expect(page.state).toBe("errors");
    expect(page.field("nightly_rate")).toEqual({ value: "abc", invalid: true, error: "Please enter a number, like 150 or 150.50." });
    expect(page.field("nights")).toEqual({ value: "400", invalid: true, error: "Please enter a number from 1 to 366." });
    expect(page.field("ota_share")).toEqual({ value: "", invalid: true, error: "Please enter a value." });
    expect(page.field("shift").error).toBe("Please enter a number, like 150 or 150.50.");
    expect(page.field("commission")).toEqual({ value: "15", invalid: false, error: null });
    expect(page.text).not.toMatch(/NaN|Infinity|undefined/);
    expect(page.text).toContain("Check the highlighted fields to see your figures.");
  });

  it("says the same in Portuguese, with the bounds written the Portuguese way", async () => {
    const page = await calculator("/pt/commission-calculator?nightly_rate=200000&nights=20,5&ota_share=80");
    expect(page.field("nightly_rate").error).toBe("Informe um número de 1 a 100.000.");
    expect(page.field("nights").error).toBe("Informe um número inteiro de noites.");
    expect(page.text).not.toMatch(/NaN|Infinity/);
  });

  it("survives hostile query strings", async () => {
    for (const query of ["nightly_rate=%00", "nights=" + "9".repeat(5000), "nightly_rate=1e308&nights=1e308", "ota_share=%F0%9F%92%A5", "commission=-0"]) {
      const page = await calculator(`/commission-calculator?${query}`);
      expect(page.text, query).not.toMatch(/NaN|Infinity/);
      expect(page.state, query).toBe("errors");
    }
  });

  it("carries the figures into the free-audit form on the home page, in both languages", async () => {
    const en = await (await get("/?nightly_rate=150&nights=200&ota_share=80&commission=15&shift=20")).text();
    expect(textOf(en)).toContain("you pay OTAs about 3,600 a year in commission, and moving 20 % of those nights direct saves about 720.");
    const pt = await (await get("/pt?nightly_rate=150&nights=200&ota_share=80&commission=15&shift=20")).text();
    expect(textOf(pt)).toContain("você paga cerca de 3.600 por ano em comissão às OTAs");
    const plain = await (await get("/?nightly_rate=abc")).text();
    expect(plain).not.toContain("data-audit-estimate");
  });

  it("is linked from home, pricing and the direct-booking feature pages, and listed in the sitemap", async () => {
    for (const path of ["/", "/pricing", "/features/direct-booking-links", "/pt/pricing"]) {
      const html = await (await get(path)).text();
      expect(html, path).toMatch(new RegExp(`href="${path.startsWith("/pt") ? "/pt" : ""}/commission-calculator"`));
    }
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain("/commission-calculator</loc>");
    expect(sitemap).toContain("/pt/commission-calculator</loc>");
  });
});
