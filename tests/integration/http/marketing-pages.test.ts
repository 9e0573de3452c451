import { describe, expect, it } from "vitest";
import { baseUrl } from "./support";

// Every marketing page over HTTP, in both languages, as a browser without JavaScript
// (or a crawler) receives it.

const get = (path: string) => fetch(baseUrl() + path, { redirect: "manual", headers: { Cookie: "lang=en" } });

async function page(path: string) {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

const decode = (text: string) =>
  text
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
/** The visible text of some HTML, tags removed. */
const textOf = (html: string) => decode(html.replace(/<script\b[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");
const title = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
const metaContent = (html: string, key: string) =>
  decode(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? "");
const headings = (html: string, level: number) =>
  [...html.matchAll(new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`, "g"))].map((m) => textOf(m[1] ?? "").trim());
/** The outline of a page: every heading with its level, in document order. */
const outline = (html: string) =>
  [...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)].map((m) => ({ level: Number(m[1]), text: textOf(m[2] ?? "").trim() }));
/** The HTML of the element that carries `marker` (a data attribute), up to its closing tag. */
function block(html: string, marker: string, tag = "section") {
  const start = html.indexOf(marker);
  expect(start, marker).toBeGreaterThan(-1);
  const open = html.lastIndexOf(`<${tag}`, start);
  let depth = 0;
  const pattern = new RegExp(`<${tag}\\b|</${tag}>`, "g");
  pattern.lastIndex = open;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    depth += match[0].startsWith("</") ? -1 : 1;
    if (depth === 0) return html.slice(open, match.index + match[0].length);
  }
  throw new Error(`unclosed ${marker}`);
}
const hrefs = (html: string) => [...html.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((m) => decode(m[1] ?? ""));

const pages = [
  ["/", "Win more direct bookings from the guests you already have", "Conquiste mais reservas diretas com os hóspedes que você já tem"],
  ["/pricing", "Start free. Pay when you save.", "Comece grátis. Pague quando economizar."],
  ["/about", "We help hosts keep the guests they worked hard to win", "Ajudamos anfitriões a manter os hóspedes que tanto se esforçaram para conquistar"],
  ["/features/ai-content-creation", "AI Content Creation", "Criação de Conteúdo com IA"],
  ["/features/email-automations", "Email Automations", "Automações de E-mail"],
  ["/features/email-campaigns", "Email Campaigns", "Campanhas de E-mail"],
  ["/features/personalized-guest-emails", "Personalized Guest Emails", "E-mails Personalizados"],
  ["/features/guest-loyalty-program", "Guest Loyalty Program", "Programa de Fidelidade"],
  ["/features/direct-booking-links", "Direct Booking Links", "Links de Reserva Direta"],
  ["/features/channel-integration", "Channel Integration", "Integração com Canais"],
  ["/features/performance-analytics", "Performance Analytics", "Análise de Desempenho"],
  ["/features/referral-program", "Referral Program", "Programa de Indicação"],
  ["/privacy", "Privacy Policy", "Política de Privacidade"],
  ["/terms", "Terms of Service", "Termos de Serviço"],
  ["/cookies", "Cookie Policy", "Política de Cookies"],
] as const;

describe("every marketing page, in English and Portuguese", () => {
  it.each(pages.flatMap(([path, en, pt]) => [[path, "en", en], [path === "/" ? "/pt" : `/pt${path}`, "pt", pt]] as const))(
    "%s (%s) answers 200 with its own heading, title, description, links and share image",
    async (path, lang, heading) => {
      const html = await page(path);
      expect(html).toContain(`<html lang="${lang === "pt" ? "pt-BR" : "en"}"`);
      expect(headings(html, 1)).toEqual([heading]);
      expect(title(html).length).toBeGreaterThan(15);
      expect(title(html)).not.toBe(lang === "pt" ? "StayLoop" : "StayLoop — Direct bookings and guest loyalty for vacation rentals");
      expect(metaContent(html, "description").length).toBeGreaterThan(60);
      expect(metaContent(html, "og:title")).toBe(title(html));
      expect(metaContent(html, "og:image")).toBe(`${baseUrl()}/images/marketing/stayloop-share.png`);
      expect(metaContent(html, "og:image:width")).toBe("1200");
      expect(metaContent(html, "og:image:height")).toBe("630");
      expect(metaContent(html, "robots")).toContain("index, follow");
      expect(html).toContain(`<link rel="canonical" href="${baseUrl()}${path}"/>`);
      const bare = path === "/pt" ? "/" : path.replace(/^\/pt/, "");
      expect(html).toContain(`<link rel="alternate" hrefLang="en" href="${baseUrl()}${bare}"/>`);
      expect(html).toContain(`<link rel="alternate" hrefLang="pt-BR" href="${baseUrl()}${bare === "/" ? "/pt" : `/pt${bare}`}"/>`);
      // Headings never skip a level on the way down.
      let previous = 0;
      for (const { level, text } of outline(html)) {
        expect(level, `"${text}" after h${previous}`).toBeLessThanOrEqual(previous + 1);
        previous = level;
      }
      // Every image has its size and a text alternative.
      for (const [img] of html.matchAll(/<img\b[^>]*>/g)) {
        expect(img).toMatch(/\swidth="\d+"/);
        expect(img).toMatch(/\sheight="\d+"/);
        expect(img).toMatch(/\salt="[^"]+"/);
      }
    },
  );

  it.each(["/xx/pricing", "/fr/about", "/pt/features/no-such-feature", "/features/smart-scheduling"])("%s is not found", async (path) => {
    expect((await get(path)).status).toBe(404);
  });
});

describe("home page (spec 1 §2.3)", () => {
  it("carries JSON-LD for the organization, the website and the FAQ, and no rating the page cannot show (decision 0046)", async () => {
    const html = await page("/");
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    expect(blocks.map((b) => b["@type"])).toEqual(["Organization", "WebSite", "FAQPage"]);
    expect(blocks[0]).toMatchObject({ name: "StayLoop", logo: { url: expect.stringMatching(/\/images\/marketing\/stayloop-logo\.png$/) } });
    expect(blocks[1]).toMatchObject({ name: "StayLoop", url: expect.stringMatching(/\/$/) });
    expect(html).not.toMatch(/aggregateRating|ratingValue|reviewCount/);
    const faq = blocks.find((b) => b["@type"] === "FAQPage");
    expect(faq.mainEntity).toHaveLength(5);
    expect(faq.mainEntity[0]).toMatchObject({ "@type": "Question", name: "How does the free trial work?" });
    expect(faq.mainEntity[0].acceptedAnswer.text).toContain("7 days");
  });

  it("shows the seven sections in order, then the footer", async () => {
    const html = await page("/");
    const order = [
      'aria-labelledby="hero-title"',
      'id="features"',
      'id="testimonials"',
      'id="pricing"',
      'id="faq"',
      'id="demo"',
      'aria-labelledby="final-cta-title"',
      "<footer",
    ].map((marker) => html.indexOf(marker));
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("links its six feature cards to the six feature pages", async () => {
    const cards = block(await page("/"), 'id="features"');
    expect(hrefs(cards)).toEqual([
      "/features/email-automations",
      "/features/guest-loyalty-program",
      "/features/personalized-guest-emails",
      "/features/direct-booking-links",
      "/features/channel-integration",
      "/features/performance-analytics",
    ]);
    expect(hrefs(block(await page("/pt"), 'id="features"'))[0]).toBe("/pt/features/email-automations");
  });

  it("quotes three beta hosts with initials and the 2024 disclaimer", async () => {
    const section = block(await page("/"), 'id="testimonials"');
    expect(section.match(/<figure/g)).toHaveLength(3);
    expect(textOf(section)).toContain("MO Marta Oliveira Owner, three beach apartments in Ericeira");
    expect(textOf(section)).toContain("2024 beta program");
  });

  it("has five FAQ items that open and close without JavaScript, one at a time", async () => {
    const faq = block(await page("/"), 'id="faq"');
    expect(faq.match(/<details name="faq"/g)).toHaveLength(5);
    expect(faq).not.toMatch(/<details[^>]* open/);
  });

  it("sends the demo to the scheduling page and the final call to the sign-up with a return to social setup, in new tabs", async () => {
    const html = await page("/");
    expect(block(html, 'id="demo"')).toMatch(/<a target="_blank" rel="noopener noreferrer"[^>]*href="https:\/\/cal\.com\/stayloop\/demo"/);
    expect(block(html, 'aria-labelledby="final-cta-title"')).toMatch(
      /<a target="_blank" rel="noopener noreferrer"[^>]*href="https:\/\/app\.stayloop\.io\/signup\?redirect=%2Fsettings%2Fsocial"/,
    );
  });

  it("renders the video as a poster linking to it, and no player, until a visitor's browser asks for it", async () => {
    const html = await page("/");
    expect(html).toContain('data-video-state="poster"');
    expect(html).toMatch(/href="https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}"/);
    expect(html).toMatch(/style="min-height:315px"/);
    expect(html).not.toContain("<iframe");
  });
});

describe("pricing (spec 1 §2.4, §9)", () => {
  const prices = (html: string) => [...html.matchAll(/data-price="true">([^<]*)</g)].map((m) => m[1]);
  // Each plan carries both periods for the instant switch (app/features/marketing/pricing/pricing.enhance.ts); the other one is hidden.
  const shown = (html: string) => html.replace(/<div data-billing-variant="\w+" hidden="">[\s\S]*?<\/a><\/div>/g, "");

  it.each(["/", "/pricing"])("%s shows 19 / 29 / 49 a month, and 15 / 23 / 39 billed yearly", async (path) => {
    const both = await page(path);
    expect(both.match(/data-billing-variant="yearly" hidden=""/g)).toHaveLength(3);
    const monthly = shown(both);
    expect(prices(monthly)).toEqual(["$19", "$29", "$49"]);
    expect(monthly).not.toContain("Save 20%");
    expect(monthly).toMatch(/data-billing="monthly"[^>]*aria-current="true"|aria-current="true"[^>]*data-billing="monthly"/);

    const yearly = shown(await page(`${path}?billing=yearly`));
    expect(prices(yearly)).toEqual(["$15", "$23", "$39"]);
    expect(textOf(yearly)).toContain("$182 billed yearly");
    expect(textOf(yearly)).toContain("$278 billed yearly");
    expect(textOf(yearly)).toContain("$470 billed yearly");
    expect(yearly.match(/data-save-badge="true">Save 20%</g)).toHaveLength(3);
    expect(yearly).toMatch(/data-max-discount="true" data-bouncing="true"/);
    expect(yearly).toContain("animation-iteration-count:2");
  });

  it("links the toggle to ?billing= so it works without JavaScript, back to the section on the home page", async () => {
    const toggle = block(await page("/"), 'data-billing="yearly"', "nav");
    expect(hrefs(toggle)).toEqual(["/?billing=monthly#pricing", "/?billing=yearly#pricing"]);
    expect(hrefs(block(await page("/pt/pricing"), 'data-billing="yearly"', "nav"))).toEqual([
      "/pt/pricing?billing=monthly",
      "/pt/pricing?billing=yearly",
    ]);
  });

  it("marks Professional as Most Popular and sends every plan to sign-up in a new tab", async () => {
    const html = await page("/pricing?billing=yearly");
    const professional = block(html, 'data-plan="professional"', "article");
    expect(textOf(professional)).toContain("Most Popular");
    expect(textOf(block(html, 'data-plan="starter"', "article"))).not.toContain("Most Popular");
    expect(professional).toContain('href="https://app.stayloop.io/signup?plan=professional&amp;billing=yearly"');
    expect(professional).toContain('target="_blank"');
    expect(textOf(html)).toContain("Every plan starts with a 7-day free trial. No credit card required");
  });

  it("lists each plan's limits", async () => {
    const html = await page("/pricing");
    expect(textOf(block(html, 'data-plan="starter"', "article"))).toContain(
      "1 property 1,000 emails a month 1,000 guest contacts 5 email templates 10,000 AI tokens a month Email support, answered within 48 h No automations",
    );
    expect(textOf(block(html, 'data-plan="enterprise"', "article"))).toContain("50 properties 10,000 emails a month Unlimited guest contacts");
  });

  it("shows the comparison table from the backend, grouped by category in display order", async () => {
    const html = await page("/pricing");
    const categories = [...html.matchAll(/<tbody data-category="([^"]*)"/g)].map((m) => decode(m[1]!));
    expect(categories).toEqual([
      "Properties and guests",
      "Email marketing",
      "AI content",
      "Direct bookings and loyalty",
      "Analytics and integrations",
      "Support",
    ]);
    expect(html.match(/data-feature-row="true"/g)).toHaveLength(15);
    const automations = block(html, ">Email automations<", "tr");
    expect(automations).toContain('data-cell="excluded"');
    expect(textOf(automations)).toContain("Unlimited");
    expect(textOf(block(html, ">Custom branding<", "tr"))).toContain("Not included Included Included");
  });

  it("shows the Portuguese rows on /pt/pricing", async () => {
    const html = await page("/pt/pricing");
    expect(html).toContain('<tbody data-category="Propriedades e hóspedes"');
    expect(textOf(html)).toContain("Contatos de hóspedes");
    expect(prices(shown(html))).toEqual(["US$19", "US$29", "US$49"]);
  });

  it("/pricing says start free, pay when you save, with a free plan and no setup fees, and links two feature pages", async () => {
    const html = await page("/pricing");
    expect(title(html)).toBe("Pricing: Start Free, Pay When You Save | StayLoop");
    expect(textOf(block(html, "data-free-plan", "div"))).toContain("Free plan to start, no setup fees");
    expect(hrefs(html)).toEqual(expect.arrayContaining(["/features/email-campaigns", "/features/ai-content-creation"]));
  });
});

describe("about (spec 1 §2.5)", () => {
  it("has every section the spec names, the notice and the trial button", async () => {
    const html = await page("/about");
    expect(headings(html, 2)).toEqual(
      expect.arrayContaining(["Our Story", "Our Mission", "What Makes Us Different", "Our Values", "Exclusively for Vacation Rentals", "Meet the Team"]),
    );
    expect(headings(html, 3)).toEqual(expect.arrayContaining(["Empowerment", "Innovation", "Simplicity", "Community"]));
    expect(textOf(block(html, 'id="different-title"'))).toMatch(/Built for stays.*AI that knows.*Every direct booking.*Priced for/);
    expect(block(html, 'id="team-title"').match(/<li/g)).toHaveLength(3);
    expect(textOf(html)).toContain("not affiliated with game-server hosting or general web hosting services");
    expect(html).toMatch(/<a target="_blank" rel="noopener noreferrer"[^>]*href="https:\/\/app\.stayloop\.io\/signup"[^>]*>Start Your Free Trial/);
  });
});

describe("feature pages (spec 2 §2.16, §2.17)", () => {
  const slugs = pages.map(([path]) => path).filter((path) => path.startsWith("/features/"));

  it.each(slugs)("%s: Key Features, at most six related links never to itself, and the marketing stack", async (path) => {
    const html = await page(path);
    expect(headings(html, 2)).toEqual(
      expect.arrayContaining(["Key Features", "Maximize Your Vacation Rental Success", "Complete Your Marketing Stack"]),
    );
    const related = hrefs(block(html, "data-related-links"));
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(6);
    expect(related).not.toContain(path);
    const stack = hrefs(block(html, "data-marketing-stack"));
    expect(stack).toHaveLength(3);
    expect(stack).not.toContain(path);
    expect(html).toMatch(/<img src="\/images\/marketing\/features\/[a-z-]+\.svg" width="640" height="480" alt="[^"]+"/);
  });

  it("AI content creation: in development, four steps, example emails, the demo with three content types", async () => {
    const html = await page("/features/ai-content-creation");
    expect(textOf(html)).toContain("In development: coming soon");
    expect(headings(html, 2)).toEqual(expect.arrayContaining(["How It Will Work", "Example emails", "Try It Yourself"]));
    expect(headings(html, 3)).toEqual(
      expect.arrayContaining(["Connect your property", "Choose a content type", "Generate and customize", "Send or schedule"]),
    );
    expect(hrefs(block(html, 'data-module="ai-demo"', "div")).slice(0, 3)).toEqual([
      "?type=propertyHighlights#try-it",
      "?type=localAttractions#try-it",
      "?type=seasonalOffer#try-it",
    ]);
    expect(html).toMatch(/<textarea[^>]*name="prompt"[^>]*>Write an Instagram post about our two-bedroom beach apartment/);
    const seasonal = await page("/features/ai-content-creation?type=seasonalOffer");
    expect(seasonal).toMatch(/<textarea[^>]*>Write a winter offer for past guests/);
  });

  it("email automations: back to home, demo and trial, the three groups of emails", async () => {
    const html = await page("/features/email-automations");
    expect(textOf(html)).toContain("Back to Home");
    expect(headings(html, 2)).toEqual(
      expect.arrayContaining(["Basic Flow", "Advanced Marketing Automations", "Guest Relationship Excellence"]),
    );
    expect(headings(html, 3)).toEqual(
      expect.arrayContaining(["Pre-arrival instructions", "Welcome email", "Post-stay thank you", "Review requests", "Last-minute flash sale", "Seasonal getaway offers", "Loyalty program invitation", "Guest anniversary", "Birthday surprise", "'We Miss You' check-in", "Referral invitation"]),
    );
    expect(html.match(/data-coming-soon="true"/g)).toHaveLength(3);
    expect(hrefs(html)).toEqual(expect.arrayContaining(["https://cal.com/stayloop/demo", "https://app.stayloop.io/signup"]));
  });

  it("channel integration: one manager live, the others pending", async () => {
    const html = await page("/features/channel-integration");
    expect(html.match(/data-integration-status="live"/g)).toHaveLength(1);
    expect(html.match(/data-integration-status="(in-progress|planned)"/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it("performance analytics: the six measures and a trial button at the top and the bottom", async () => {
    const html = await page("/features/performance-analytics");
    expect(headings(html, 3)).toEqual(
      expect.arrayContaining(["Total revenue", "Direct booking percentage", "Occupancy rates", "Direct vs OTA revenue trends", "Campaign performance", "Loyalty impact"]),
    );
    expect(hrefs(html).filter((href) => href === "https://app.stayloop.io/signup").length).toBeGreaterThanOrEqual(2);
  });

  it("referral program: under development, two-way partnerships, a link down to the waitlist form with a phone field", async () => {
    const html = await page("/features/referral-program");
    expect(html).toContain("data-under-development");
    expect(headings(html, 3)).toEqual(
      expect.arrayContaining(["Partner codes", "Guest discount codes", "Paid on confirmed bookings only", "Tracked both ways"]),
    );
    expect(hrefs(html)).toContain("#waitlist");
    const form = block(html, 'id="newsletter-referral-waitlist"', "form");
    expect(form).toContain('name="source" value="referral-waitlist"');
    expect(form).toMatch(/<input[^>]*type="tel"[^>]*name="phone"|<input[^>]*name="phone"[^>]*type="tel"/);
  });
});

describe("legal pages (spec 2 §2.3)", () => {
  it.each([
    ["/privacy", "Last updated: November 28, 2026"],
    ["/terms", "Last updated: April 3, 2025"],
    ["/cookies", "Last updated: April 3, 2025"],
    ["/pt/privacy", "Última atualização: 28 de novembro de 2026"],
    ["/pt/cookies", "Última atualização: 3 de abril de 2025"],
  ])("%s says '%s'", async (path, date) => {
    expect(textOf(await page(path))).toContain(date);
  });

  it("the privacy page keeps logs 12 months, excludes under-13s, takes deletions by email and lists the social permissions", async () => {
    const text = textOf(await page("/privacy"));
    expect(text).toContain("We keep log data for up to 12 months");
    expect(text).toContain("not intended for users under 13");
    expect(text).toContain("with the subject 'Delete my data'");
    for (const permission of ["read_insights", "pages_manage_posts", "instagram_content_publish", "pages_read_engagement", "pages_manage_cta", "public_profile", "business_management", "Page Public Content Access"]) {
      expect(text).toContain(permission);
    }
  });
});
