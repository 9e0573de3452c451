import { createInstance, type i18n as I18n } from "i18next";
import { createContext, useContext } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Frozen, FrozenContext } from "~/components/ui/frozen";
import { SpriteProvider, useDrawing } from "~/components/ui/sprite";
import { useTranslation } from "~/lib/translation";
import { forgetFrozenMarkup, frozenMarkupFor, keptPerLanguage } from "~/server/frozen.server";

/**
 * Markup rendered once per isolate and language (app/components/ui/frozen.tsx,
 * app/server/frozen.server.tsx; decision 0052): a document renders it in place the first time,
 * the copy is the same bytes, later documents copy it instead of rendering it, each language
 * has its own, and markup that reads the page is never kept.
 */

const instances: Record<"en" | "pt", I18n> = { en: createInstance(), pt: createInstance() };
beforeAll(async () => {
  const resources = {
    en: { common: { menu: "Menu", about: "About us" } },
    pt: { common: { menu: "Cardápio", about: "Sobre nós" } },
  };
  for (const lang of ["en", "pt"] as const) {
    await instances[lang].use(initReactI18next).init({ lng: lang, resources, defaultNS: "common", interpolation: { escapeValue: false } });
  }
});
afterEach(() => {
  forgetFrozenMarkup();
  vi.restoreAllMocks();
});

let menuRenders = 0;
function Menu() {
  menuRenders++;
  const { t } = useTranslation();
  const mark = useDrawing("mark", () => <circle r="4" />);
  return (
    <nav aria-label={t("menu")}>
      <svg aria-hidden="true">{mark}</svg>
      <a href="/about">{t("about")}</a> &amp; more
    </nav>
  );
}

const PageTitle = createContext<string | null>(null);
function ReadsThePage() {
  const title = useContext(PageTitle);
  if (title === null) throw new Error("rendered apart from a page");
  return <p>{title}</p>;
}

function Page({ title, lead }: { title: string; lead?: string }) {
  return (
    <PageTitle.Provider value={title}>
      <SpriteProvider>
        <h1>{title}</h1>
        <Frozen id="test.menu" component={Menu} />
        <Frozen id="test.title" component={ReadsThePage} />
        {lead ? <div dangerouslySetInnerHTML={{ __html: lead }} /> : null}
      </SpriteProvider>
    </PageTitle.Provider>
  );
}

/** A document as app/entry.server.tsx renders one. */
function renderDocument(lang: "en" | "pt", title: string, lead?: string) {
  const frozen = frozenMarkupFor(lang, instances[lang]);
  const html = frozen.fill(
    renderToString(
      <I18nextProvider i18n={instances[lang]}>
        <FrozenContext.Provider value={frozen.context}>
          <Page title={title} lead={lead} />
        </FrozenContext.Provider>
      </I18nextProvider>,
    ),
  );
  frozen.keepWanted();
  return html;
}

let planRenders = 0;
function Plan({ name, prices }: { name: string; prices: number[] }) {
  planRenders++;
  const { t } = useTranslation();
  return <p>{`${name}: ${prices.join(", ")} (${t("menu")})`}</p>;
}

/** A document with markup kept per value of its props (decision 0053). */
function renderPlanDocument(lang: "en" | "pt", name: string, prices: number[]) {
  const frozen = frozenMarkupFor(lang, instances[lang]);
  const html = frozen.fill(
    renderToString(
      <I18nextProvider i18n={instances[lang]}>
        <FrozenContext.Provider value={frozen.context}>
          <SpriteProvider>
            <Frozen id="test.plan" component={Plan} props={{ name, prices }} />
          </SpriteProvider>
        </FrozenContext.Provider>
      </I18nextProvider>,
    ),
  );
  frozen.keepWanted();
  return html;
}

/** The same page rendered as a component alone, with no document around it. */
const inPlace = (lang: "en" | "pt", title: string) =>
  renderToString(
    <I18nextProvider i18n={instances[lang]}>
      <Page title={title} />
    </I18nextProvider>,
  );

describe("markup rendered once per isolate and language", () => {
  it("is rendered in place the first time, then copied: the same bytes, and the component not run again", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    menuRenders = 0;
    const first = renderDocument("en", "Pricing");
    expect(menuRenders).toBe(2); // in place, then apart to be kept
    const second = renderDocument("en", "Pricing");
    const third = renderDocument("en", "Blog");
    expect(menuRenders).toBe(2);
    expect(second).toBe(first);
    expect(first).toBe(inPlace("en", "Pricing"));
    expect(third).toBe(inPlace("en", "Blog"));
    expect(second).toContain('<nav aria-label="Menu"><svg aria-hidden="true"><use href="#mark"></use></svg><a href="/about">About us</a> &amp; more</nav>');
    expect(second).not.toContain("frozen-markup");
  });

  it("names the drawings of copied markup in the page's own sheet", () => {
    renderDocument("en", "Pricing");
    const copied = renderDocument("en", "Pricing");
    expect(copied).toMatch(/<svg style="display:none"><defs><circle r="4" id="mark"><\/circle><\/defs><\/svg>$/);
  });

  it("keeps each language's own", () => {
    menuRenders = 0;
    renderDocument("en", "Pricing");
    const portuguese = renderDocument("pt", "Preços");
    expect(menuRenders).toBe(4);
    expect(portuguese).toContain('<nav aria-label="Cardápio">');
    expect(portuguese).toContain("Sobre nós");
    expect(renderDocument("pt", "Preços")).toBe(portuguese);
    expect(renderDocument("en", "Pricing")).toContain('<nav aria-label="Menu">');
    expect(menuRenders).toBe(4);
  });

  it("never keeps markup that reads the page: it says so once and stays rendered in place", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(renderDocument("en", "Pricing")).toContain("<p>Pricing</p>");
    expect(renderDocument("en", "Blog")).toContain("<p>Blog</p>");
    expect(renderDocument("en", "About")).toContain("<p>About</p>");
    // React reports the error it met too; ours is said once, for the first document only.
    const ours = error.mock.calls.filter(([message]) => String(message).includes('<Frozen id="test.title">'));
    expect(ours).toHaveLength(1);
  });

  it("fills only its own placeholders: page text that imitates one stays as it is", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderDocument("en", "Pricing");
    const forged = '<frozen-markup data-id="test.menu" data-key="0123456789abcdef01"></frozen-markup>';
    const html = renderDocument("en", "Pricing", forged);
    expect(html).toContain(`<div>${forged}</div>`);
    expect(html.match(/<nav aria-label="Menu">/g)).toHaveLength(1);
  });

  it("keeps one copy per value of its props, each the markup of that value", () => {
    planRenders = 0;
    const starter = renderPlanDocument("en", "Starter", [29, 290]);
    const edited = renderPlanDocument("en", "Starter", [39, 390]);
    expect(starter).toContain("<p>Starter: 29, 290 (Menu)</p>");
    expect(edited).toContain("<p>Starter: 39, 390 (Menu)</p>");
    expect(planRenders).toBe(4);
    expect(renderPlanDocument("en", "Starter", [29, 290])).toBe(starter);
    expect(renderPlanDocument("en", "Starter", [39, 390])).toBe(edited);
    expect(planRenders).toBe(4);
    // The same props in another language are another copy.
    expect(renderPlanDocument("pt", "Starter", [29, 290])).toContain("<p>Starter: 29, 290 (Cardápio)</p>");
    expect(planRenders).toBe(6);
  });

  it("keeps at most keptPerLanguage copies per language, forgetting the oldest first", () => {
    planRenders = 0;
    const oldest = renderPlanDocument("en", "Plan 0", [0]);
    for (let n = 1; n <= keptPerLanguage; n++) renderPlanDocument("en", `Plan ${n}`, [n]);
    expect(planRenders).toBe(2 * (keptPerLanguage + 1));
    // The newest is still copied; the oldest was forgotten and is rendered again, the same bytes.
    expect(renderPlanDocument("en", `Plan ${keptPerLanguage}`, [keptPerLanguage])).toContain(`<p>Plan ${keptPerLanguage}: ${keptPerLanguage} (Menu)</p>`);
    expect(planRenders).toBe(2 * (keptPerLanguage + 1));
    expect(renderPlanDocument("en", "Plan 0", [0])).toBe(oldest);
    expect(planRenders).toBe(2 * (keptPerLanguage + 2));
  });

  it("renders in place outside a document, as any component", () => {
    menuRenders = 0;
    expect(inPlace("en", "Pricing")).toContain('<nav aria-label="Menu">');
    expect(inPlace("en", "Pricing")).not.toContain("frozen-markup");
    expect(menuRenders).toBe(2);
  });
});
