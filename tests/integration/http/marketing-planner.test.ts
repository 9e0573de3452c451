import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gzipSync } from "node:zlib";
// @ts-expect-error -- plain ESM script shared with Playwright's webServer
import { startTestServer } from "../../../scripts/test-server.mjs";
import { baseUrl, enhancementModulesOf, queryD1 } from "./support";

// The channel-fee planner over HTTP (issue 33 item 1, decision 0401), as a browser without
// JavaScript or a crawler receives it: values in the query string, figures, messages and the
// fee table in the HTML. Expected figures are worked out by hand in the comments.

const get = (path: string, base = baseUrl()) => fetch(base + path, { redirect: "manual", headers: { Cookie: "lang=en" } });

const decode = (text: string) =>
  text.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">");
const textOf = (html: string) =>
  decode(html.replace(/<script\b[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ")).replace(/[\u00a0\u202f]/g, " ").replace(/\s+/g, " ");

async function planner(path: string, base?: string) {
  const response = await get(path, base);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  /** The field's input and its message: the message sits in the field's own block, right under it. */
  const field = (name: string) => {
    const start = html.indexOf(`data-planner-field="${name}"`);
    expect(start, name).toBeGreaterThan(-1);
    const end = html.indexOf("data-planner-field=", start + 10);
    const part = html.slice(start, end === -1 ? html.indexOf("</form>", start) : end);
    const input = /<input[^>]*>/.exec(part)?.[0] ?? "";
    const error = /<p[^>]*data-planner-error[^>]*>([^<]*)<\/p>/.exec(part);
    return { value: decode(/value="([^"]*)"/.exec(input)?.[1] ?? ""), invalid: input.includes('aria-invalid="true"'), error: error ? decode(error[1] ?? "") : null };
  };
  /** A row of the results table: [guests pay, channel takes, you keep]. */
  const line = (channel: string) => {
    const start = html.indexOf(`data-planner-line="${channel}"`);
    if (start === -1) return null;
    const part = html.slice(start, html.indexOf("</tr>", start));
    return ["data-planner-gross", "data-planner-taken", "data-planner-kept"].map((hook) => textOf(new RegExp(`<td[^>]*${hook}[^>]*>([^<]*)</td>`).exec(part)?.[1] ?? "").trim());
  };
  const block = (hook: string) => {
    const match = new RegExp(`<[a-z]+[^>]*${hook}[^>]*>([\\s\\S]*?)</p>`).exec(html);
    return match ? textOf(match[1] ?? "").trim() : null;
  };
  const state = /data-planner-results="([a-z]+)"/.exec(html)?.[1];
  return { response, html, text: textOf(html), field, line, block, state };
}

const check = "/pt/channel-fee-planner?currency=BRL&market=br&airbnb_nights=120&airbnb_rate=180&booking_nights=60&booking_rate=170&direct_nights=20&direct_rate=160&repeat_share=20";

describe("the channel-fee planner", () => {
  it("asks for the figures on a first visit, in both languages, with the fee table, its dates and sources", async () => {
    for (const [path, asOf, airbnbSince] of [
      ["/channel-fee-planner", "Fees as of November 28, 2026.", "October 27, 2025"],
      ["/pt/channel-fee-planner", "Taxas verificadas em 28 de novembro de 2026.", "27 de outubro de 2025"],
    ] as const) {
      const page = await planner(path);
      expect(page.state).toBe("prompt");
      expect(page.html).toContain('<form method="get"');
      expect(page.field("repeat_share").value).toBe("20");
      expect(page.field("airbnb_nights")).toEqual({ value: "", invalid: false, error: null });
      expect(page.block("data-planner-fees-as-of")).toBe(asOf);
      expect(page.html).toContain('href="https://www.airbnb.com/help/article/1857"');
      expect(page.html).toContain('href="https://help.vrbo.com/articles/How-is-the-booking-fee-calculated"');
      expect(page.html).toContain('href="https://partner.booking.com/en-us/help/working-booking/going-live/what-commission-do-i-pay-bookingcom-and-when-do-i-pay-it"');
      expect(page.text).toContain(airbnbSince);
    }
    // English: hosts elsewhere (15.5 %, was 3 %); Portuguese: hosts in Brazil (16 %, was 4 %).
    expect((await planner("/channel-fee-planner")).text).toMatch(/Airbnb .*15\.5 % Before: 3 %/);
    expect((await planner("/pt/channel-fee-planner")).text).toMatch(/Airbnb .*16 % Antes: 4 %/);
  });

  it("gives the issue's check in Portuguese and reais: what each channel takes, what the host keeps, the break-even rate, the repeat guests", async () => {
    const page = await planner(check);
    expect(page.state).toBe("figures");
    // Airbnb 120 × 180 = 21.600,00; 16 % = 3.456,00; kept 18.144,00
    expect(page.line("airbnb")).toEqual(["R$ 21.600,00", "R$ 3.456,00", "R$ 18.144,00"]);
    // Booking.com 60 × 170 = 10.200,00; 15 % = 1.530,00; kept 8.670,00
    expect(page.line("booking")).toEqual(["R$ 10.200,00", "R$ 1.530,00", "R$ 8.670,00"]);
    // Direct 20 × 160 = 3.200,00; nothing taken
    expect(page.line("direct")).toEqual(["R$ 3.200,00", "R$ 0,00", "R$ 3.200,00"]);
    expect(page.line("total")).toEqual(["R$ 35.000,00", "R$ 4.986,00", "R$ 30.014,00"]);
    expect(page.line("vrbo")).toBeNull();
    // 180 × 0,96 = 172,80 a night at 4 %; at 16 %: 172,80 ÷ 0,84 = 205,714… → 205,71
    expect(page.block('data-planner-break-even="airbnb"')).toBe(
      "A taxa do Airbnb passou de 4 % para 16 % em 27 de outubro de 2025. Uma noite a R$ 180,00 rendia R$ 172,80 para você; para receber o mesmo agora, cobre R$ 205,71 por noite.",
    );
    // 20 % of 180 channel nights = 36; 20 % × (3.456 + 1.530) = 997,20 more; 30.014 + 997,20 = 31.011,20
    expect(page.block("data-planner-repeat")).toBe(
      "Levar 20 % das noites dos canais (36 noites) para a reserva direta deixa R$ 997,20 a mais por ano no seu bolso: sobrariam R$ 31.011,20.",
    );
    expect(page.text).not.toMatch(/NaN|Infinity|undefined/);
  });

  it("writes English figures in the chosen currency, with Airbnb's general fee for hosts elsewhere", async () => {
    const page = await planner("/channel-fee-planner?currency=EUR&market=all&airbnb_nights=120&airbnb_rate=180&vrbo_nights=10&vrbo_rate=99.99&other_nights=5&other_rate=100&other_fee=12.5&repeat_share=20");
    // 21,600 × 15.5 % = 3,348.00; Vrbo 10 × 99.99 = 999.90, 8 % = 79.992 → 79.99; other 500 × 12.5 % = 62.50
    expect(page.line("airbnb")).toEqual(["€21,600.00", "€3,348.00", "€18,252.00"]);
    expect(page.line("vrbo")).toEqual(["€999.90", "€79.99", "€919.91"]);
    expect(page.line("other")).toEqual(["€500.00", "€62.50", "€437.50"]);
    // 180 × 0.97 = 174.60; ÷ 0.845 = 206.627… → 206.63
    expect(page.block('data-planner-break-even="airbnb"')).toContain("to be paid the same now, charge €206.63 a night.");
  });

  it("answers 200 with a message next to each bad field and keeps what was typed, never NaN", async () => {
    const long = "x".repeat(10_000);
    const page = await planner(
      `/channel-fee-planner?airbnb_nights=-5&airbnb_rate=NaN&booking_nights=1e309&booking_rate=${long}&vrbo_nights=2.5&vrbo_rate=100&other_nights=3&other_rate=10&other_fee=150&repeat_share=101&airbnb_nights=7`,
    );
    expect(page.state).toBe("errors");
    expect(page.field("airbnb_nights")).toEqual({ value: "-5", invalid: true, error: "Please enter a number, like 150 or 150.50." });
    expect(page.field("airbnb_rate")).toEqual({ value: "NaN", invalid: true, error: "Please enter a number, like 150 or 150.50." });
    expect(page.field("booking_nights").error).toBe("Please enter a number, like 150 or 150.50.");
    expect(page.field("booking_rate")).toEqual({ value: "x".repeat(24), invalid: true, error: "Please enter a number, like 150 or 150.50." });
    expect(page.field("vrbo_nights").error).toBe("Please enter a whole number of nights.");
    expect(page.field("other_fee").error).toBe("Please enter a number from 0 to 50.");
    expect(page.field("repeat_share").error).toBe("Please enter a number from 0 to 100.");
    expect(page.text).toContain("Check the highlighted fields to see your figures.");
    expect(page.text).not.toMatch(/NaN €|NaN \$|Infinity|undefined/);

    const pt = await planner("/pt/channel-fee-planner?airbnb_nights=10&booking_rate=abc&repeat_share=20");
    expect(pt.field("airbnb_rate").error).toBe("Informe um valor.");
    expect(pt.field("booking_rate").error).toBe("Informe um número, como 150 ou 150,50.");
    expect(pt.field("booking_nights").error).toBe("Informe um valor.");
    const empty = await planner("/pt/channel-fee-planner?currency=BRL&market=br&airbnb_nights=&airbnb_rate=&repeat_share=20");
    expect(empty.field("airbnb_nights").error).toBe("Informe noites e diária de pelo menos um canal.");
  });

  it("survives hostile query strings", async () => {
    for (const query of ["airbnb_nights=%00", `airbnb_rate=${"9".repeat(5000)}`, "other_fee=1e308&other_nights=1&other_rate=1", "booking_nights=%F0%9F%92%A5", "direct_rate=-0", "repeat_share=%E2%80%AE100"]) {
      const page = await planner(`/channel-fee-planner?${query}`);
      expect(page.text, query).not.toMatch(/NaN|Infinity/);
      expect(page.html, query).not.toContain("<script>");
      expect(page.state, query).toBe("errors");
    }
    // A currency or market the page does not know never reaches it (the edge drops it): the first visit's page.
    const unknown = await planner("/channel-fee-planner?currency=%3Cscript%3E&market=%27");
    expect(unknown.state).toBe("prompt");
    expect(unknown.html).not.toContain("<script>");
    expect(unknown.html).toMatch(/<option value="USD" selected="">USD<\/option>/);
  });

  it("does not store a result: the plain page may be kept, an address with figures is no-store", async () => {
    expect((await get("/channel-fee-planner")).headers.get("Cache-Control") ?? "").not.toMatch(/no-store/);
    expect((await get(check)).headers.get("Cache-Control")).toBe("no-store");
    expect((await get("/channel-fee-planner?airbnb_nights=abc")).headers.get("Cache-Control")).toBe("no-store");
  });

  it("shows a change of the fee table at once (no cache on this site)", async () => {
    queryD1("UPDATE channel_fees SET fee_percent = 17, checked_on = '2026-11-29' WHERE channel = 'booking' AND market = 'all'");
    try {
      const page = await planner(check);
      // 10.200 × 17 % = 1.734,00
      expect(page.line("booking")).toEqual(["R$ 10.200,00", "R$ 1.734,00", "R$ 8.466,00"]);
      expect(page.block("data-planner-fees-as-of")).toBe("Taxas verificadas em 29 de novembro de 2026.");
    } finally {
      queryD1("UPDATE channel_fees SET fee_percent = 15, checked_on = '2026-11-28' WHERE channel = 'booking' AND market = 'all'");
    }
  });

  it("is in the sitemap in both languages, marks up its breadcrumb, links to the calculator, and fits the 14 KB HTML budget", async () => {
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain("/channel-fee-planner</loc>");
    expect(sitemap).toContain("/pt/channel-fee-planner</loc>");
    const page = await planner("/pt/channel-fee-planner");
    const data = [...page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
    const crumbs = data.find((block) => block["@type"] === "BreadcrumbList");
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(["Início", "Planejador de taxas dos canais"]);
    expect(crumbs.itemListElement[0].item).toMatch(/\/pt$/);
    expect(page.html).toContain('href="/pt/commission-calculator"');
    expect((await planner("/commission-calculator")).html).toContain('href="/channel-fee-planner"');
    // No page module: the layout's only (bench budget `static`).
    expect(enhancementModulesOf(page.html)).toEqual(["site"]);
    for (const path of ["/channel-fee-planner", check, check.replace("/pt", "")]) {
      const bytes = gzipSync(await (await get(path)).text()).length;
      console.info(`${path.slice(0, 40)}… ${bytes} B gzip`);
      expect(bytes, path).toBeLessThanOrEqual(14 * 1024);
    }
  });
});

describe("the planner behind the edge cache", () => {
  let server: { url: string; stop: () => Promise<void>; query: (sql: string) => Array<Record<string, unknown>> };
  beforeAll(async () => {
    server = await startTestServer({ name: "planner-edge", port: 0, vars: { EDGE_CACHE: "on" } });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
  });
  const status = async (path: string) => {
    const response = await fetch(`${server.url}${path}`);
    await response.text();
    await new Promise((resolve) => setTimeout(resolve, 300)); // the copy is stored after the answer
    return response.headers.get("X-Edge-Cache");
  };

  it("keeps the plain page, never a result: random inputs cannot fill the cache", async () => {
    await status("/channel-fee-planner");
    expect(await status("/channel-fee-planner")).toBe("HIT");
    expect(await status("/channel-fee-planner?utm_source=x")).toBe("HIT");
    for (let i = 0; i < 3; i += 1) {
      const path = `/channel-fee-planner?airbnb_nights=12&airbnb_rate=${100 + i}`;
      expect(await status(path)).toBe("MISS");
      expect(await status(path)).toBe("MISS");
    }
  });

  it("shows a fee changed in the backend within a minute, cached page included", async () => {
    const path = "/channel-fee-planner";
    await status(path);
    expect(await status(path)).toBe("HIT");
    server.query("UPDATE channel_fees SET fee_percent = 9.5 WHERE channel = 'vrbo' AND market = 'all'");
    const started = Date.now();
    let shown = false;
    while (!shown && Date.now() - started < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      shown = textOf(await (await fetch(`${server.url}${path}`)).text()).includes("Vrbo Pay-per-booking: 5 % commission plus 3 % payment processing (5 % in all through property management software). 9.5 %");
    }
    console.info(`fee change shown after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(shown).toBe(true);
  }, 90_000);
});
