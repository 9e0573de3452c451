import { createInstance } from "i18next";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { describe, expect, it } from "vitest";
import { OpenPositions } from "~/features/engagement/careers/OpenPositions";
import { resources } from "~/locales";

async function render(lang: "en" | "pt", element: ReturnType<typeof createElement>) {
  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: lang,
    fallbackLng: "en",
    ns: ["common", "careers"],
    defaultNS: "common",
    resources,
    interpolation: { escapeValue: false },
  });
  return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, element));
}

describe("open positions (spec 2 §2.2)", () => {
  it("with no job at all shows 'No Open Positions' and a send-resume mail link", async () => {
    const html = await render("en", createElement(OpenPositions, { jobs: [] }));
    expect(html).toContain("No Open Positions");
    expect(html).toContain("Don&#x27;t see a role that fits?");
    const mailLinks = html.match(/href="mailto:careers@stayloop\.io\?subject=Resume%20for%20StayLoop"/g) ?? [];
    expect(mailLinks).toHaveLength(2);
  });

  it("speaks the page's language", async () => {
    const html = await render("pt", createElement(OpenPositions, { jobs: [] }));
    expect(html).toContain("Nenhuma vaga aberta");
    expect(html).toContain("Não encontrou uma vaga para você?");
  });
});
