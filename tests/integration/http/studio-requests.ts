/**
 * Requests to a studio copy of the site (a test server of its own behind our Access key server;
 * decision 0501), shared by the studio's HTTP tests: a GET and a same-origin form post as a member's
 * browser sends them (never following a redirect), and the form token the studio renders for them.
 */
type MemberHeaders = Record<string, string>;

export function studioRequests(base: () => string) {
  async function get(path: string, headers: MemberHeaders = {}) {
    const response = await fetch(base() + path, { headers, redirect: "manual" });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, headers: response.headers, bytes, text: bytes.toString("utf8") };
  }

  async function post(path: string, fields: Record<string, string>, headers: MemberHeaders = {}) {
    const response = await fetch(base() + path, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base(), ...headers },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: response.status, location: response.headers.get("Location"), headers: response.headers, text: await response.text() };
  }

  /** The form token the studio renders for a member, read from a page with a form they may open. */
  async function tokenOf(headers: MemberHeaders, path = "/studio/content/blog/new") {
    const page = await get(path, headers);
    const token = /name="_token" value="([0-9a-f]+)"/.exec(page.text)?.[1];
    if (!token) throw new Error(`no form token on ${path} (${page.status})`);
    return token;
  }

  return { get, post, tokenOf };
}
