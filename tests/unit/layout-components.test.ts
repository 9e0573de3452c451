import { createInstance } from "i18next";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { Toaster } from "~/components/ui/Toaster";
import { resources } from "~/locales";

// The status region as the server renders it (DESIGN §5.1): what a visitor without JavaScript reads.

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: "pt", resources, defaultNS: "common", interpolation: { escapeValue: false } });
});
const render = (element: ReactElement) => renderToStaticMarkup(createElement(I18nextProvider, { i18n }, element));
const flash = { id: "f1", kind: "success" as const, title: "newsletter.toast.subscribedTitle", description: "newsletter.toast.subscribedText" };

describe("the toaster", () => {
  it("renders the flash translated, with a dismiss button the enhancement module reveals, and the toast template", () => {
    const html = render(createElement(Toaster, { flash, templates: true }));
    expect(html).toMatch(/^<div role="status" aria-live="polite" aria-label="[^"]+"/);
    expect(html).toContain(`>${i18n.t("newsletter.toast.subscribedTitle")}</p>`);
    expect(html).toContain(`>${i18n.t("newsletter.toast.subscribedText")}</p>`);
    expect(html.match(/<button type="button" hidden="" data-toast-dismiss="true"/g)).toHaveLength(2);
    expect(html).toContain("<template data-toast-template=\"true\">");
  });

  it("on a document without modules (a 404) shows the flash with nothing to click", () => {
    const html = render(createElement(Toaster, { flash, templates: false }));
    expect(html).toContain('data-toast="success"');
    expect(html).not.toContain("<button");
    expect(html).not.toContain("<template");
  });

  it("is an empty status region when there is nothing to say", () => {
    const html = render(createElement(Toaster, { flash: null, templates: true }));
    // The only card is the template's.
    expect(html.match(/data-toast="/g)).toHaveLength(1);
    expect(html).toContain('data-module="toaster"><template data-toast-template="true">');
  });
});
