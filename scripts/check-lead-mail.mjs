// Runs workers/lead-mail in miniflare (the send_email stand-in of wrangler 4.86) and hands it a
// message built by app/server/lead-email.server.ts: miniflare parses it (postal-mime), checks
// Message-ID, From against the envelope and the binding's destination, writes it to an .eml file
// and logs the path. Usage: node scripts/check-lead-mail.mjs (docs/decisions/0031-lead-email.md).
import { Log, LogLevel, Miniflare } from "miniflare";
import { build } from "esbuild";
const out = await build({ entryPoints: ["app/server/lead-email.server.ts"], bundle: true, format: "esm", platform: "neutral", write: false, alias: { "~": "./app" } });
const mod = await import("data:text/javascript," + encodeURIComponent(out.outputFiles[0].text));
const event = { id: "5d0c7f7e-1b1a-4a51-8d77-0c5e2b7c9a10", type: "job_application.created", createdAt: "2026-11-24T11:00:00.000Z", data: { full_name: "João Ção", email: "joao@example.com", resume_path: "resumes/x.pdf", approve_url: "https://s.example/a" } };
const mailbox = { from: "leads@stayloop.example", to: "team@stayloop.example" };
const raw = mod.leadEmailMessage(event, mailbox, new Date());
console.log("message:", raw.length, "bytes");
const mf = new Miniflare({ modules: true, scriptPath: "workers/lead-mail/index.js", compatibilityDate: "2026-04-01", log: new Log(LogLevel.INFO), email: { send_email: [{ name: "EMAIL", destination_address: mailbox.to }] } });
const req = mod.leadEmailRequest(mailbox, raw);
const res = await mf.dispatchFetch("http://x/send", { method: "POST", headers: Object.fromEntries(req.headers), body: raw });
console.log("good:", res.status, await res.text());
const bad = await mf.dispatchFetch("http://x/send", { method: "POST", headers: { ...Object.fromEntries(req.headers), "X-Mail-To": "someone@else.example" }, body: raw });
console.log("other destination:", bad.status, await bad.text());
await new Promise((r) => setTimeout(r, 500));
await mf.dispose();
