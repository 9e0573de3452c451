/**
 * Checks a page's JSON-LD the way Google Search Central documents it (decision 0046), with no
 * browser: `requiredProblems` names every property Google lists as required for the block's
 * type that is missing or malformed, and `markedUpFacts` lists what the block claims that a
 * visitor must be able to read on the page (names, dates in the page's language, prices,
 * ratings, answers, list items). tests/e2e/page-sweep.spec.ts runs both on every page it
 * opens; tests/unit/seo-structured-data-validator.test.ts shows each rule refusing.
 *
 * Sources (developers.google.com/search/docs/appearance/structured-data/…): article (no
 * required property; headline, image, datePublished, author recommended), breadcrumb
 * (itemListElement; ListItem position, name, item but on the last), job-posting (title,
 * description, datePosted, hiringOrganization, jobLocation, or jobLocationType TELECOMMUTE
 * with applicantLocationRequirements), organization (none required; name, url, logo of at
 * least 112 px recommended), site-names (WebSite name and url, on the domain's home page),
 * faqpage (mainEntity of Question with name and acceptedAnswer.text), software-app (name,
 * offers.price, and aggregateRating or review), product (name, and one of review,
 * aggregateRating, offers), review-snippet (ratingValue; ratingCount or reviewCount).
 */

type Json = Record<string, unknown>;
export type Lang = "en" | "pt";

const articleTypes = new Set(["Article", "BlogPosting", "NewsArticle", "TechArticle"]);
const employmentTypes = new Set(["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN", "VOLUNTEER", "PER_DIEM", "OTHER"]);
const salaryUnits = new Set(["HOUR", "DAY", "WEEK", "MONTH", "YEAR"]);

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): value is string => typeof value === "string" && value.trim() !== "";
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const typeOf = (block: Json): string => (Array.isArray(block["@type"]) ? String(block["@type"][0]) : String(block["@type"] ?? ""));

function absoluteUrl(value: unknown): boolean {
  if (!text(value)) return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** ISO 8601: a date, or a date and time with a zone. */
function isoDate(value: unknown): boolean {
  return text(value) && /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.test(value) && !Number.isNaN(Date.parse(value));
}

function imageUrl(value: unknown): unknown {
  return isObject(value) ? value.url : value;
}

/** Every required property Google documents for the block's type that is missing or malformed; empty when the block is sound. */
export function requiredProblems(block: unknown, origin: string): string[] {
  if (!isObject(block)) return ["a JSON-LD block must be an object"];
  const problems: string[] = [];
  const need = (ok: boolean, message: string) => {
    if (!ok) problems.push(message);
  };
  const type = typeOf(block);
  need(block["@context"] === "https://schema.org", `${type}: @context is https://schema.org`);

  if (articleTypes.has(type)) {
    need(text(block.headline), `${type}: headline`);
    for (const image of list(block.image)) need(absoluteUrl(imageUrl(image)), `${type}: image is an absolute URL`);
    if (block.datePublished !== undefined) need(isoDate(block.datePublished), `${type}: datePublished is ISO 8601`);
    if (block.dateModified !== undefined) need(isoDate(block.dateModified), `${type}: dateModified is ISO 8601`);
    for (const author of list(block.author)) need(isObject(author) && text(author.name), `${type}: author.name`);
    if (block.publisher !== undefined) need(isObject(block.publisher) && text(block.publisher.name), `${type}: publisher.name`);
  } else if (type === "BreadcrumbList") {
    const items = list(block.itemListElement);
    need(items.length > 0, "BreadcrumbList: itemListElement");
    items.forEach((item, index) => {
      const last = index === items.length - 1;
      need(isObject(item) && item["@type"] === "ListItem", `BreadcrumbList: item ${index + 1} is a ListItem`);
      if (!isObject(item)) return;
      need(item.position === index + 1, `BreadcrumbList: item ${index + 1} has position ${index + 1}`);
      need(text(item.name), `BreadcrumbList: item ${index + 1} has a name`);
      if (!last || item.item !== undefined) need(absoluteUrl(item.item), `BreadcrumbList: item ${index + 1} has an absolute item URL`);
    });
  } else if (type === "JobPosting") {
    need(text(block.title), "JobPosting: title");
    need(text(block.description), "JobPosting: description");
    need(text(block.description) && text(block.title) && block.description !== block.title, "JobPosting: description is not the title");
    need(isoDate(block.datePosted), "JobPosting: datePosted is ISO 8601");
    need(isObject(block.hiringOrganization) && text(block.hiringOrganization.name), "JobPosting: hiringOrganization.name");
    const remote = block.jobLocationType === "TELECOMMUTE";
    const places = list(block.jobLocation);
    need(
      remote ? list(block.applicantLocationRequirements).length > 0 : places.length > 0 && places.every((place) => isObject(place) && isObject(place.address)),
      "JobPosting: jobLocation with an address, or TELECOMMUTE with applicantLocationRequirements",
    );
    if (block.validThrough !== undefined) {
      need(isoDate(block.validThrough), "JobPosting: validThrough is ISO 8601");
      need(Date.parse(String(block.validThrough)) > Date.parse(String(block.datePosted)), "JobPosting: validThrough is after datePosted");
    }
    for (const kind of list(block.employmentType)) need(employmentTypes.has(String(kind)), `JobPosting: employmentType ${String(kind)} is one Google knows`);
    if (block.baseSalary !== undefined) {
      const salary = block.baseSalary;
      const value = isObject(salary) ? salary.value : undefined;
      need(isObject(salary) && /^[A-Z]{3}$/.test(String(salary.currency)), "JobPosting: baseSalary.currency");
      need(isObject(value) && salaryUnits.has(String(value.unitText)) && (typeof value.value === "number" || typeof value.minValue === "number"), "JobPosting: baseSalary.value with unitText and a figure");
    }
  } else if (type === "Organization") {
    need(text(block.name), "Organization: name");
    need(absoluteUrl(block.url), "Organization: url");
    const logo = block.logo;
    need(absoluteUrl(imageUrl(logo)), "Organization: logo URL");
    need(!/\.svg($|\?)/.test(String(imageUrl(logo))), "Organization: logo is a raster image");
    if (isObject(logo) && logo.width !== undefined) need(Number(logo.width) >= 112 && Number(logo.height) >= 112, "Organization: logo is at least 112 × 112 px");
    for (const profile of list(block.sameAs)) need(absoluteUrl(profile), "Organization: sameAs are absolute URLs");
  } else if (type === "WebSite") {
    need(text(block.name), "WebSite: name");
    need(block.url === `${origin}/`, "WebSite: url is the domain's home page");
  } else if (type === "FAQPage") {
    const questions = list(block.mainEntity);
    need(questions.length > 0, "FAQPage: mainEntity");
    for (const question of questions) {
      need(isObject(question) && question["@type"] === "Question" && text(question.name), "FAQPage: each Question has a name");
      need(isObject(question) && isObject(question.acceptedAnswer) && text(question.acceptedAnswer.text), "FAQPage: each Question has acceptedAnswer.text");
    }
  } else if (type === "SoftwareApplication" || type === "WebApplication") {
    need(text(block.name), `${type}: name`);
    need(list(block.offers).length > 0 && list(block.offers).every((offer) => isObject(offer) && offer.price !== undefined), `${type}: offers.price`);
    need(block.aggregateRating !== undefined || block.review !== undefined, `${type}: aggregateRating or review`);
  } else if (type === "Product") {
    need(text(block.name), "Product: name");
    need(block.aggregateRating !== undefined || block.review !== undefined || block.offers !== undefined, "Product: review, aggregateRating or offers");
  } else {
    problems.push(`${type || "(no @type)"}: a type this check does not know; add Google's rules for it before marking it up`);
  }
  if (block.aggregateRating !== undefined) {
    const rating = block.aggregateRating;
    need(isObject(rating) && rating.ratingValue !== undefined, `${type}: aggregateRating.ratingValue`);
    need(isObject(rating) && (rating.ratingCount !== undefined || rating.reviewCount !== undefined), `${type}: aggregateRating.ratingCount or reviewCount`);
  }
  return problems;
}

/** A fact a block claims: text a visitor must find on the page, or a link that must be there. */
export type Fact = { what: string; text: string } | { what: string; link: string };

const monthsPt = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"];

/** A date as the site writes it (app/lib/dates.ts, in UTC as the worker renders). */
export function longDate(value: string, lang: Lang): string {
  const date = new Date(/T/.test(value) ? value : `${value}T00:00:00Z`);
  if (lang === "pt") return `${date.getUTCDate()} de ${monthsPt[date.getUTCMonth()]} de ${date.getUTCFullYear()}`;
  return new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(date);
}

function money(amount: number, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(lang === "pt" ? "pt-BR" : "en", { style: "currency", currency, maximumFractionDigits: 0 }).format(amount);
}

/** The text of HTML as a visitor reads it: each block element's text, entities decoded. */
export function htmlBlocks(html: string): string[] {
  return html
    .split(/<\/?(?:p|li|h[1-6]|ul|ol|br)\b[^>]*>/i)
    .map((part) =>
      part
        .replace(/<[^>]+>/g, "")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, "&")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter(Boolean);
}

let countryCodes: Map<string, string> | undefined;
/** An English country name back to its ISO code, to say it in the page's language. */
function countryCode(name: string): string | undefined {
  if (!countryCodes) {
    countryCodes = new Map();
    const english = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
    for (let a = 65; a <= 90; a += 1) {
      for (let b = 65; b <= 90; b += 1) {
        const code = String.fromCharCode(a, b);
        const known = english.of(code);
        if (known && !countryCodes.has(known)) countryCodes.set(known, code);
      }
    }
  }
  return countryCodes.get(name);
}

/** What a block claims that the page must show, in the page's language. */
export function markedUpFacts(block: unknown, lang: Lang): Fact[] {
  if (!isObject(block)) return [];
  const type = typeOf(block);
  const facts: Fact[] = [];
  const say = (what: string, value: unknown) => {
    if (text(value)) facts.push({ what, text: value });
  };
  const date = (what: string, value: unknown) => {
    if (text(value)) facts.push({ what, text: longDate(value, lang) });
  };

  if (articleTypes.has(type)) {
    say(`${type}.headline`, block.headline);
    date(`${type}.datePublished`, block.datePublished);
    date(`${type}.dateModified`, block.dateModified);
    for (const author of list(block.author)) if (isObject(author)) say(`${type}.author.name`, author.name);
    say(`${type}.articleSection`, block.articleSection);
  } else if (type === "BreadcrumbList") {
    for (const item of list(block.itemListElement)) if (isObject(item)) say("BreadcrumbList.name", item.name);
  } else if (type === "JobPosting") {
    say("JobPosting.title", block.title);
    date("JobPosting.datePosted", block.datePosted);
    date("JobPosting.validThrough", block.validThrough);
    if (isObject(block.hiringOrganization)) say("JobPosting.hiringOrganization.name", block.hiringOrganization.name);
    for (const part of htmlBlocks(String(block.description ?? ""))) say("JobPosting.description", part);
    for (const item of [...list(block.responsibilities), ...list(block.qualifications)]) say("JobPosting.responsibilities/qualifications", item);
    say("JobPosting.workHours", block.workHours);
    for (const place of list(block.applicantLocationRequirements)) {
      if (!isObject(place) || !text(place.name)) continue;
      const code = place["@type"] === "Country" ? countryCode(place.name) : undefined;
      say("JobPosting.applicantLocationRequirements", code ? new Intl.DisplayNames([lang === "pt" ? "pt-BR" : "en"], { type: "region" }).of(code) : place.name);
    }
    const salary = block.baseSalary;
    if (isObject(salary) && isObject(salary.value)) {
      const currency = String(salary.currency);
      for (const key of ["value", "minValue", "maxValue"] as const) {
        const amount = salary.value[key];
        if (typeof amount === "number") facts.push({ what: `JobPosting.baseSalary.${key}`, text: money(amount, currency, lang) });
      }
    }
  } else if (type === "Organization") {
    say("Organization.name", block.name);
    for (const profile of list(block.sameAs)) if (text(profile)) facts.push({ what: "Organization.sameAs", link: profile });
  } else if (type === "WebSite") {
    say("WebSite.name", block.name);
  } else if (type === "FAQPage") {
    for (const question of list(block.mainEntity)) {
      if (!isObject(question)) continue;
      say("FAQPage.Question.name", question.name);
      if (isObject(question.acceptedAnswer)) say("FAQPage.acceptedAnswer.text", question.acceptedAnswer.text);
    }
  } else {
    say(`${type}.name`, block.name);
  }
  for (const offer of list(block.offers)) {
    if (isObject(offer) && offer.price !== undefined) {
      const currency = String(offer.priceCurrency ?? "USD");
      facts.push({ what: `${type}.offers.price`, text: money(Number(offer.price), currency, lang) });
    }
  }
  const rating = block.aggregateRating;
  if (isObject(rating)) {
    facts.push({ what: `${type}.aggregateRating.ratingValue`, text: String(rating.ratingValue) });
    const count = rating.ratingCount ?? rating.reviewCount;
    if (count !== undefined) facts.push({ what: `${type}.aggregateRating count`, text: String(count) });
  }
  return facts;
}

/** The facts a page's text does not show (`visible` is the page's rendered text, `links` its hrefs). */
export function missingFacts(facts: Fact[], visible: string, links: string[]): Fact[] {
  const squash = (value: string) => value.replace(/\s+/g, " ").trim();
  const shown = squash(visible);
  return facts.filter((fact) => ("link" in fact ? !links.includes(fact.link) : !shown.includes(squash(fact.text))));
}
