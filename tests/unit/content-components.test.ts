import { createInstance } from "i18next";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { AuthorBadge } from "~/features/content/articles/AuthorBadge";
import { CardSkeletons } from "~/features/content/CardSkeletons";
import { ContentImage } from "~/features/content/ContentImage";
import { LoadErrors } from "~/features/content/LoadErrors";
import { ShareButtons } from "~/features/content/articles/ShareButtons";
import { initialsOf } from "~/features/content/format";
import { resources } from "~/locales";

// The content components as the server renders them (what a visitor without JavaScript sees).

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: "en", resources, defaultNS: "common", interpolation: { escapeValue: false } });
});
const render = (element: ReactElement) => renderToString(createElement(I18nextProvider, { i18n }, element));

describe("load failures (spec 2 §8)", () => {
  it("are announced in an alert with the spec's texts before JavaScript runs", () => {
    const html = render(createElement(LoadErrors, { messages: ["blog:errors.categories", "blog:errors.articles"] }));
    expect(html).toContain('role="alert"');
    expect(html).toContain("Failed to load blog categories");
    expect(html).toContain("Failed to load blog articles");
  });

  it("render nothing when nothing failed", () => {
    expect(render(createElement(LoadErrors, { messages: [] }))).toBe("");
  });

  it("use the spec's texts in every area", () => {
    const t = i18n.getFixedT("en");
    expect(["tutorials:errors.categories", "tutorials:errors.tutorials", "tutorials:errors.tutorial", "help:errors.categories", "help:errors.articles", "help:errors.popular", "caseStudies:errors.list"].map((key) => t(key))).toEqual([
      "Failed to load tutorial categories",
      "Failed to load tutorials",
      "Failed to load tutorial",
      "Failed to load help categories",
      "Failed to load articles",
      "Failed to load popular articles",
      "Failed to load case studies.",
    ]);
  });
});

describe("cards", () => {
  it("show the author's initials and name, or 'Unknown'", () => {
    expect(render(createElement(AuthorBadge, { name: "Marta Ribeiro", unknownLabel: "Unknown" }))).toMatch(/>MR<[\s\S]*>Marta Ribeiro</);
    expect(render(createElement(AuthorBadge, { name: "  ", unknownLabel: "Unknown" }))).toContain(">Unknown<");
    expect(initialsOf("joão da silva")).toBe("JS");
    expect(initialsOf("Ana")).toBe("A");
  });

  it("show an image with width and height, or 'No image available'", () => {
    expect(render(createElement(ContentImage, { src: "/images/x.svg", alt: "", fallbackLabel: "No image available" }))).toMatch(
      /<img src="\/images\/x.svg" alt="" width="1200" height="630" loading="lazy"/,
    );
    expect(render(createElement(ContentImage, { src: null, alt: "", fallbackLabel: "No image available" }))).toContain("No image available");
  });

  it("have six (blog, tutorials) or three (case studies) placeholders while loading", () => {
    expect(render(createElement(CardSkeletons, { count: 6, label: "Loading articles…" })).match(/data-skeleton/g)).toHaveLength(6);
    expect(render(createElement(CardSkeletons, { count: 3, label: "Loading" })).match(/data-skeleton/g)).toHaveLength(3);
  });
});

describe("share buttons (spec 2 §2.6)", () => {
  it("are plain links in a new tab to each network's share page with the address (and title for Twitter)", () => {
    const html = render(
      createElement(ShareButtons, {
        url: "https://stayloop.io/blog/a",
        title: "Cut commissions & more",
        labels: { heading: "Share", twitter: "Share on Twitter", facebook: "Share on Facebook", linkedin: "Share on LinkedIn", newTab: "(opens in a new tab)" },
      }),
    );
    expect(html).toContain('href="https://twitter.com/intent/tweet?url=https%3A%2F%2Fstayloop.io%2Fblog%2Fa&amp;text=Cut%20commissions%20%26%20more"');
    expect(html).toContain('href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fstayloop.io%2Fblog%2Fa"');
    expect(html).toContain('href="https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fstayloop.io%2Fblog%2Fa"');
    expect(html.match(/target="_blank" rel="noopener noreferrer"/g)).toHaveLength(3);
  });
});
