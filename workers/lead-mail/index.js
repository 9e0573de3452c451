// The StayLoop lead mailer (docs/decisions/0031-lead-email.md): Pages Functions cannot hold a
// `send_email` binding, so the site's SEND_EMAIL service binding points here. It takes the raw
// message the site built (POST, Content-Type message/rfc822, X-Mail-From / X-Mail-To) and sends
// it with EmailMessage through Email Routing to the verified destination address, which the
// `send_email` binding in wrangler.toml pins. It answers 202 when sent, 4xx for a bad request,
// 502 when Email Routing refused (the site retries the event later).
import { EmailMessage } from "cloudflare:email";

const maxBytes = 256 * 1024;

export default {
  async fetch(request, env) {
    if (request.method !== "POST") return new Response("POST only\n", { status: 405 });
    const from = request.headers.get("X-Mail-From") ?? "";
    const to = request.headers.get("X-Mail-To") ?? "";
    if (!from || !to) return new Response("X-Mail-From and X-Mail-To are required\n", { status: 400 });
    const raw = await request.text();
    if (raw.length === 0 || raw.length > maxBytes) return new Response("empty or oversized message\n", { status: 413 });
    try {
      await env.EMAIL.send(new EmailMessage(from, to, raw));
    } catch (error) {
      return new Response(`not sent: ${error instanceof Error ? error.message : String(error)}\n`, { status: 502 });
    }
    return new Response(null, { status: 202 });
  },
};
