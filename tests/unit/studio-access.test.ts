import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffMember } from "~/backend/studio";
import { accessTokenHeader, isStudioPath, signInToStudio, verifiedAccessEmail } from "~/server/access.server";
import { startAccessTeam, type AccessTeam } from "../fixtures/access";

const staff: Record<string, StaffMember> = {
  "admin@example.com": { email: "admin@example.com", name: "Ana", role: "admin", active: true },
  "gone@example.com": { email: "gone@example.com", name: "Gone", role: "editor", active: false },
};
const find = async (email: string) => staff[email] ?? null;

let team: AccessTeam;
beforeAll(async () => {
  team = await startAccessTeam();
});
afterAll(() => team.stop());

const request = (headers: Record<string, string> = {}) => new Request("https://stayloop.example/studio", { headers });

describe("the studio's Access check (decision 0501)", () => {
  it("signs in a staff member whose token Access signed, by the token's email", async () => {
    const signIn = { mode: "access" as const, teamDomain: team.teamDomain, audience: team.audience };
    const result = await signInToStudio(request({ [accessTokenHeader]: await team.token("Admin@Example.com") }), signIn, find);
    expect(result).toEqual({ member: staff["admin@example.com"] });
  });

  it("refuses every forged token", async () => {
    const options = { teamDomain: team.teamDomain, audience: team.audience };
    const forged = await team.forged();
    expect(forged.length).toBeGreaterThanOrEqual(12);
    for (const { name, token } of forged.filter((f) => f.name !== "valid token, not on the staff")) {
      expect(await verifiedAccessEmail(token, options), name).toBeNull();
    }
    const stranger = forged.find((f) => f.name === "valid token, not on the staff")!;
    expect(await verifiedAccessEmail(stranger.token, options)).toBe("visitor@example.org");
    expect(await signInToStudio(request({ [accessTokenHeader]: stranger.token }), { mode: "access", ...options }, find)).toEqual({ refusal: "not-staff", email: "visitor@example.org" });
  });

  it("never trusts the email header alone, and refuses a switched-off account", async () => {
    const signIn = { mode: "access" as const, teamDomain: team.teamDomain, audience: team.audience };
    expect(await signInToStudio(request({ "Cf-Access-Authenticated-User-Email": "admin@example.com" }), signIn, find)).toEqual({ refusal: "no-token" });
    expect(await signInToStudio(request({ [accessTokenHeader]: await team.token("gone@example.com") }), signIn, find)).toEqual({ refusal: "inactive", email: "gone@example.com" });
  });

  it("asks for the keys once, not once per token", async () => {
    const before = team.certRequests();
    const options = { teamDomain: team.teamDomain, audience: team.audience };
    for (let i = 0; i < 5; i++) expect(await verifiedAccessEmail(await team.token("admin@example.com"), options)).toBe("admin@example.com");
    expect(team.certRequests() - before).toBeLessThanOrEqual(1);
  });

  it("signs the local member in only in the local mode, and nobody when closed", async () => {
    expect(await signInToStudio(request(), { mode: "local", email: "admin@example.com" }, find)).toEqual({ member: staff["admin@example.com"] });
    expect(await signInToStudio(request({ [accessTokenHeader]: await team.token("admin@example.com") }), { mode: "closed", problem: "x" }, find)).toEqual({ refusal: "closed" });
  });

  it("knows the studio's paths, whatever their case", () => {
    expect(["/studio", "/studio/", "/Studio/content/blog", "/STUDIO/staff", "/%73tudio", "//studio/audit"].every(isStudioPath)).toBe(true);
    expect(["/studios", "/pt/studio", "/blog/studio", "/"].some(isStudioPath)).toBe(false);
  });
});
