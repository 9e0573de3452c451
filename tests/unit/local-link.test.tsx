import { Link } from "@remix-run/react";
import { createInstance } from "i18next";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router-dom";
import { beforeAll, describe, expect, it } from "vitest";
import { LocalLink } from "~/components/ui/links";
import { localizePath, type Lang } from "~/lib/i18n";

// LocalLink renders a plain anchor instead of Remix's <Link> (decision 0020): the markup
// must stay what <Link> rendered, for every shape of site path the pages link to.
const instances = { en: createInstance(), pt: createInstance() };

beforeAll(async () => {
  for (const lang of ["en", "pt"] as const) {
    await instances[lang].use(initReactI18next).init({ lng: lang, resources: { [lang]: { common: {} } }, defaultNS: "common" });
  }
});

function html(lang: Lang, element: ReactElement, at = "/") {
  return renderToStaticMarkup(
    <I18nextProvider i18n={instances[lang]}>
      <MemoryRouter initialEntries={[lang === "pt" ? `/pt${at === "/" ? "" : at}` : at]}>{element}</MemoryRouter>
    </I18nextProvider>,
  );
}

const paths = [
  "/",
  "/blog",
  "/pt/blog",
  "/blog/",
  "/blog?category=direct-bookings",
  "/blog?",
  "/roadmap/13#comments",
  "/roadmap/13#",
  "/help-center?q=wi-fi%20setup&page=2#results",
  "/features/email-automations",
  "/a%20b/é",
];

describe("LocalLink", () => {
  for (const lang of ["en", "pt"] as const) {
    it(`renders what Remix's Link rendered (${lang})`, () => {
      for (const path of paths) {
        for (const at of ["/", "/blog/some-article"]) {
          const props = { className: "block px-3", "aria-current": "page" as const, title: "T", target: "_self", lang: "pt-BR" };
          expect(html(lang, <LocalLink to={path} {...props}>Text</LocalLink>, at), `${lang} ${path} at ${at}`).toBe(
            html(lang, <Link to={localizePath(path, lang)} {...props}>Text</Link>, at),
          );
          expect(html(lang, <LocalLink to={path}>Text <b>bold</b></LocalLink>, at)).toBe(
            html(lang, <Link to={localizePath(path, lang)}>Text <b>bold</b></Link>, at),
          );
        }
      }
    });
  }

  it("links in the page's language", () => {
    expect(html("pt", <LocalLink to="/blog">Blog</LocalLink>)).toBe('<a data-discover="true" href="/pt/blog">Blog</a>');
    expect(html("en", <LocalLink to="/pt/blog">Blog</LocalLink>)).toBe('<a data-discover="true" href="/blog">Blog</a>');
  });
});
