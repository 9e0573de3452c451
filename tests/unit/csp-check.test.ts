import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { scriptsRefusedByCsp, scriptSources } from "../fixtures/csp";

/** The check the HTTP tests run on every page (tests/fixtures/csp.ts): it must see what a browser refuses. */
const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const code = 'document.addEventListener("click",function(){});';
const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}</body></html>`;

describe("scriptsRefusedByCsp", () => {
  it("passes an inline script whose hash the policy names, and the site's own modules", () => {
    const csp = `default-src 'self'; script-src 'self' ${sha(code)}; object-src 'none'`;
    expect(scriptsRefusedByCsp(page(`<script type="module" src="/enhance/site-AB12.js"></script><script>${code}</script>`), csp)).toEqual([]);
  });

  it("refuses an inline script added without its hash, or with another script's", () => {
    const added = page(`<script>${code}</script><script>alert(1)</script>`);
    const refused = scriptsRefusedByCsp(added, `script-src 'self' ${sha(code)}`);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toContain("alert(1)");
    // A nonce attribute does not help a page whose policy has none.
    expect(scriptsRefusedByCsp(page(`<script nonce="abc">${code}</script>`), "script-src 'self'")).toHaveLength(1);
    // One character changed is another script.
    expect(scriptsRefusedByCsp(page(`<script>${code} </script>`), `script-src 'self' ${sha(code)}`)).toHaveLength(1);
  });

  it("hashes the text as the HTML parser hands it over (CRLF as LF)", () => {
    const text = "var a = 1;\nvar b = 2;";
    expect(scriptsRefusedByCsp(page(`<script>${text.replace("\n", "\r\n")}</script>`), `script-src ${sha(text)}`)).toEqual([]);
  });

  it("lets data blocks through and refuses scripts from elsewhere", () => {
    const data = page(`<script type="application/ld+json">{"@type":"FAQPage"}</script><script type="application/json" id="m">{}</script>`);
    expect(scriptsRefusedByCsp(data, "script-src 'self'")).toEqual([]);
    expect(scriptsRefusedByCsp(page(`<script src="https://cdn.example/x.js"></script>`), "script-src 'self'")).toHaveLength(1);
    expect(scriptsRefusedByCsp(page(`<script src="//cdn.example/x.js"></script>`), "script-src 'self'")).toHaveLength(1);
    expect(scriptsRefusedByCsp(page(`<script src="/enhance/site.js"></script>`), "script-src 'none'")).toHaveLength(1);
  });

  it("refuses inline event handlers but not attributes that only look like them", () => {
    expect(scriptsRefusedByCsp(page(`<img src="/a.png" alt="" onerror="alert(1)">`), "script-src 'self'")).toHaveLength(1);
    expect(scriptsRefusedByCsp(page(`<a href="/x" title="say onclick=hi" data-onclick="1">x</a>`), "script-src 'self'")).toEqual([]);
  });

  it("reads script-src, or default-src without it", () => {
    expect(scriptSources("default-src 'self'; script-src 'self' 'sha256-x='")).toEqual(["'self'", "'sha256-x='"]);
    expect(scriptSources("default-src 'self'")).toEqual(["'self'"]);
    expect(scriptSources(null)).toEqual([]);
  });
});
