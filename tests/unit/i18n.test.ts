import { describe, expect, it } from "vitest";
import {
  langFromAcceptLanguage,
  langFromPath,
  localizePath,
  readCookie,
  stripLangPrefix,
} from "~/lib/i18n";

describe("language of a path", () => {
  it.each([
    ["/", "en"],
    ["/blog", "en"],
    ["/pt", "pt"],
    ["/pt/blog/x", "pt"],
    ["/ptx", "en"],
    ["/portugal", "en"],
  ])("%s is %s", (path, lang) => expect(langFromPath(path)).toBe(lang));
});

describe("twin paths", () => {
  it("adds and removes the /pt prefix", () => {
    expect(localizePath("/", "pt")).toBe("/pt");
    expect(localizePath("/blog/my-post", "pt")).toBe("/pt/blog/my-post");
    expect(localizePath("/pt/blog/my-post", "en")).toBe("/blog/my-post");
    expect(localizePath("/pt", "en")).toBe("/");
    expect(localizePath("/pt/blog", "pt")).toBe("/pt/blog");
  });
  it("never makes a protocol-relative address out of an empty segment", () => {
    expect(localizePath("/pt//evil.example", "en")).toBe("/evil.example");
    expect(localizePath("/pt/\\evil.example", "en")).toBe("/evil.example");
    expect(localizePath("//evil.example", "en")).toBe("/evil.example");
    expect(localizePath("//evil.example", "pt")).toBe("/pt/evil.example");
  });
  it("keeps the query string and fragment", () => {
    expect(localizePath("/blog?category=marketing#top", "pt")).toBe("/pt/blog?category=marketing#top");
    expect(localizePath("/pt?billing=yearly", "en")).toBe("/?billing=yearly");
  });
  it("strips the prefix only when it is a whole segment", () => {
    expect(stripLangPrefix("/ptolemy")).toBe("/ptolemy");
    expect(stripLangPrefix("/pt/")).toBe("/");
  });
});

describe("browser language (Accept-Language)", () => {
  it.each([
    [null, "en"],
    ["", "en"],
    ["pt-BR,pt;q=0.9,en;q=0.8", "pt"],
    ["pt", "pt"],
    ["PT-pt", "pt"],
    ["en-US,en;q=0.9,pt-BR;q=0.8", "en"],
    ["en;q=0.5, pt-BR;q=0.9", "pt"],
    ["fr-FR,fr;q=0.9", "en"],
    ["*", "en"],
    ["pt;q=0, en", "en"],
  ])("%s prefers %s", (header, lang) => expect(langFromAcceptLanguage(header)).toBe(lang));
});

describe("readCookie", () => {
  it("finds one cookie among several", () => {
    expect(readCookie("a=1; lang=pt; b=2", "lang")).toBe("pt");
    expect(readCookie("xlang=pt; lang=en", "lang")).toBe("en");
    expect(readCookie("a=1", "lang")).toBeNull();
    expect(readCookie(null, "lang")).toBeNull();
    expect(readCookie("lang=%E0%A4%A", "lang")).toBeNull();
  });
});
