import { describe, expect, it } from "vitest";
import { backendWith, expectSecretKey, fakeFetch, json, url } from "../fixtures/supabase/fake-fetch";

/**
 * The studio's applications and jobs on Supabase at the fetch boundary (decision 0503): every
 * call with the secret key through its function; a resume is a signed address valid for 60
 * seconds, never a public one; deleting an application removes its file from the bucket.
 */
const actor = { email: "recruiter@example.com", role: "recruiter" as const };
const id = "0b0e8a57-1c8a-4d54-9a0b-8f2f4d0c1a11";
const path = "resumes/1795300000000-0b8a4f3e-6f8f-4c61-9a53-7d6c0e2b9a11.pdf";

describe("applications on Supabase", () => {
  it("pages a job's applications from the cursor exactly as stored, with status and source", async () => {
    const row = { id, job_id: "sdr-latam", full_name: "Ana", email: "ana@example.com", phone: null, locale: "pt", status: "offer", submitted_at: "2026-12-02T10:00:00.123456+00:00", page: { path: "/pt/careers", lang: "pt" }, source: { utm_campaign: "winter", heard_about: "friend" } };
    const { fetch, requests } = fakeFetch(json([row]));
    const [summary] = await backendWith(fetch).listJobApplications("sdr-latam", { at: "2026-12-03T08:00:00.654321+00:00", id }, 51);
    expect(summary).toMatchObject({ id, status: "offer", submittedAt: "2026-12-02T10:00:00.123Z", cursorAt: "2026-12-02T10:00:00.123456+00:00", page: { path: "/pt/careers", lang: "pt" }, source: { utm_campaign: "winter", heard_about: "friend" } });
    expect(requests[0]!.url.pathname).toBe("/rest/v1/rpc/studio_job_applications");
    expect(requests[0]!.body).toEqual({ p_job: "sdr-latam", p_before_at: "2026-12-03T08:00:00.654321+00:00", p_before_id: id, p_limit: 51 });
    expectSecretKey(requests[0]!);
  });

  it("hands a resume over as a signed address valid for 60 seconds that downloads", async () => {
    const { fetch, requests } = fakeFetch(json({ signedURL: `/object/sign/job_applications/${path}?token=abc` }));
    const file = await backendWith(fetch).openResume(path);
    expect(file).toEqual({ kind: "redirect", url: expect.stringContaining(`${url}/storage/v1/object/sign/job_applications/${path}?token=abc`) });
    expect(requests[0]!.url.pathname).toBe(`/storage/v1/object/sign/job_applications/${path}`);
    expect(requests[0]!.body).toEqual({ expiresIn: 60 });
    expect(file?.kind === "redirect" && new URL(file.url).searchParams.has("download")).toBe(true);
    expectSecretKey(requests[0]!);
  });

  it("deletes an application, then its resume from the bucket", async () => {
    const { fetch, requests } = fakeFetch(json(path), json([{ name: path }]));
    expect(await backendWith(fetch).deleteJobApplication(id, actor)).toEqual({ resumePath: path });
    expect(requests.map((request) => `${request.method} ${request.url.pathname}`)).toEqual(["POST /rest/v1/rpc/studio_delete_application", "DELETE /storage/v1/object/job_applications"]);
    expect(requests[0]!.body).toEqual({ p_id: id, p_actor: "recruiter@example.com", p_role: "recruiter" });
    expect(requests[1]!.body).toEqual({ prefixes: [path] });
  });

  it("removes no file when there was no application, and refuses a path outside resumes/", async () => {
    const gone = fakeFetch(json(null));
    expect(await backendWith(gone.fetch).deleteJobApplication(id, actor)).toBeNull();
    expect(gone.requests).toHaveLength(1);
    const odd = fakeFetch(json("downloads/guide.pdf"));
    await expect(backendWith(odd.fetch).deleteJobApplication(id, actor)).rejects.toThrow(/not a resume/);
    expect(odd.requests).toHaveLength(1);
  });
});

describe("jobs on Supabase", () => {
  it("saves a job and its Portuguese words through studio_save_job, and reads an unknown answer as a failure", async () => {
    const words = { title: "T", department: "D", location: "L", type: "Full-time", description: "Desc", responsibilities: ["R"], qualifications: [], workHours: null };
    const job = { id: "growth", en: words, pt: { ...words, title: "TP" }, employmentType: "CONTRACTOR" as const, remote: false, applicantLocations: [], salary: { currency: "BRL", unit: "MONTH" as const, min: 9000, max: null }, validThrough: "2027-01-31T23:59:59.000Z", displayOrder: 3 };
    const { fetch, requests } = fakeFetch(json("saved"), json("bogus"));
    expect(await backendWith(fetch).saveStudioJob(job, "create", actor)).toBe("saved");
    expect(requests[0]!.body).toEqual({
      p_id: "growth",
      p_create: true,
      p_job: { title: "T", department: "D", location: "L", type: "Full-time", description: "Desc", responsibilities: ["R"], qualifications: [], work_hours: null, employment_type: "CONTRACTOR", is_remote: false, display_order: 3, valid_through: "2027-01-31T23:59:59.000Z", applicant_locations: [], salary_currency: "BRL", salary_min: 9000, salary_max: null, salary_unit: "MONTH" },
      p_pt: { title: "TP", department: "D", location: "L", type: "Full-time", description: "Desc", responsibilities: ["R"], qualifications: [], work_hours: null },
      p_actor: "recruiter@example.com",
      p_role: "recruiter",
    });
    await expect(backendWith(fetch).saveStudioJob(job, "update", actor)).rejects.toThrow(/answered bogus/);
  });

  it("reads a job's Postgres row: arrays, numeric strings, its Portuguese text", async () => {
    const row = { id: "growth", title: "T", department: "D", location: "L", type: "F", description: "X", responsibilities: ["a"], qualifications: ["b"], work_hours: null, employment_type: "PART_TIME", is_remote: true, active: false, display_order: 2, posted_at: "2026-12-01T00:00:00+00:00", valid_through: null, applicant_locations: ["PT"], salary_currency: "EUR", salary_min: "1200.50", salary_max: null, salary_unit: "MONTH", pt: { title: "TP", department: "DP", location: "LP", type: "FP", description: "XP", responsibilities: null, qualifications: ["bp"], work_hours: "40h" } };
    const { fetch } = fakeFetch(json([row]));
    expect(await backendWith(fetch).getStudioJob("growth")).toEqual({
      id: "growth",
      en: { title: "T", department: "D", location: "L", type: "F", description: "X", responsibilities: ["a"], qualifications: ["b"], workHours: null },
      pt: { title: "TP", department: "DP", location: "LP", type: "FP", description: "XP", responsibilities: [], qualifications: ["bp"], workHours: "40h" },
      employmentType: "PART_TIME",
      remote: true,
      applicantLocations: ["PT"],
      salary: { currency: "EUR", unit: "MONTH", min: 1200.5, max: null },
      validThrough: null,
      displayOrder: 2,
      active: false,
      postedAt: "2026-12-01T00:00:00.000Z",
    });
  });
});
