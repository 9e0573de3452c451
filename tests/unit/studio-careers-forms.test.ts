import { describe, expect, it } from "vitest";
import type { StudioJob } from "~/backend/studio-jobs";
import { cursorParam, originWords, readCursor } from "~/features/studio/careers/application-view";
import { jobFormValues, readJobForm } from "~/features/studio/careers/job-form";

/**
 * The studio's job form and application words (decision 0503): every field's check with its
 * message, hostile input refused or kept as text, a stored job round-tripping through its form,
 * and the source and cursor as the lists read them.
 */
const today = "2026-12-02";
const words = { title: "Growth Marketer", department: "Marketing", location: "Remote (Europe)", type: "Full-time", description: "Grow.\n\nMore.", responsibilities: ["Run campaigns.", "Measure."], qualifications: ["Three years."], workHours: "40 hours." };
const stored: StudioJob = {
  id: "growth",
  en: words,
  pt: { ...words, title: "Profissional de Growth", responsibilities: [], qualifications: [], workHours: null },
  employmentType: "FULL_TIME",
  remote: true,
  applicantLocations: ["PT", "ES"],
  salary: { currency: "EUR", unit: "YEAR", min: 50000, max: 60000 },
  validThrough: "2027-03-31T23:59:59.000Z",
  displayOrder: 4,
  active: true,
  postedAt: "2026-11-01T00:00:00.000Z",
};
const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
};

describe("the job form", () => {
  it("gives back the stored job from its own form, unchanged", () => {
    const { job, errors } = readJobForm(formOf(jobFormValues(stored)), "update", "growth", today);
    expect(errors).toEqual({});
    const { active: _active, postedAt: _posted, ...input } = stored;
    expect(job).toEqual(input);
  });

  it("says what is wrong beside each field and keeps every value as typed", () => {
    const values = { ...jobFormValues(stored), id: "../Admin", title_en: "", location_en: "Lisbon\nPorto", description_en: "x".repeat(5001), title_pt: "Só o título", description_pt: "", department_pt: "", location_pt: "", type_pt: "", employmentType: "SERF", remote: "maybe", applicantLocations: "PT, EU, <b>", salaryCurrency: "euro", salaryMin: "-5", salaryMax: "1e9", salaryUnit: "CENTURY", validThrough: "2026-12-01", displayOrder: "-1" };
    const { job, errors } = readJobForm(formOf(values), "create", null, today);
    expect(job).toBeNull();
    expect(errors).toEqual({
      id: expect.stringMatching(/lowercase letters/),
      title_en: "Enter the English title.",
      location_en: "Keep it on one line, without control characters.",
      description_en: "Keep it to 5000 characters (it has 5001).",
      department_pt: "Enter the Portuguese department.",
      location_pt: "Enter the Portuguese location.",
      type_pt: "Enter the Portuguese badge.",
      description_pt: "Enter the Portuguese description.",
      employmentType: "Choose the employment type.",
      remote: "Say whether the job is remote.",
      applicantLocations: "Not a country code: EU, <B>. Use two-letter codes such as PT, BR, US.",
      salaryCurrency: expect.stringMatching(/three-letter code/),
      salaryUnit: "Choose what the figures are per.",
      salaryMin: expect.stringMatching(/above 0/),
      salaryMax: expect.stringMatching(/above 0/),
      validThrough: expect.stringMatching(/closes the job at once/),
      displayOrder: "Enter a whole number from 0 to 9999.",
    });
    expect(readJobForm(formOf(values), "create", null, today).values).toMatchObject({ id: "../Admin", location_en: "Lisbon\nPorto", applicantLocations: "PT, EU, <b>" });
  });

  it("refuses the built-in job's address and the studio's own, and control characters in long text", () => {
    for (const id of ["sdr-latam", "new"]) expect(readJobForm(formOf({ ...jobFormValues(stored), id }), "create", null, today).errors.id).toBe("This address is taken by the site; choose another.");
    expect(readJobForm(formOf({ ...jobFormValues(stored), description_en: "ok\u0000" }), "update", "growth", today).errors.description_en).toBe("Remove the control characters.");
    expect(readJobForm(formOf({ ...jobFormValues(stored), responsibilities_en: Array.from({ length: 21 }, (_, i) => `Line ${i}`).join("\n") }), "update", "growth", today).errors.responsibilities_en).toMatch(/Up to 20 lines/);
  });

  it("keeps markup as text: the page escapes it when it renders", () => {
    const { job } = readJobForm(formOf({ ...jobFormValues(stored), title_en: '<img src=x onerror="alert(1)">' }), "update", "growth", today);
    expect(job?.en.title).toBe('<img src=x onerror="alert(1)">');
  });

  it("takes no salary, or one figure with its currency and unit, and no Portuguese at all", () => {
    const none = readJobForm(formOf({ ...jobFormValues(stored), salaryCurrency: "", salaryMin: "", salaryMax: "", salaryUnit: "" }), "update", "growth", today);
    expect(none.job?.salary).toBeNull();
    const one = readJobForm(formOf({ ...jobFormValues(stored), salaryCurrency: "brl", salaryMin: "", salaryMax: "9,000", salaryUnit: "MONTH" }), "update", "growth", today);
    expect(one.job?.salary).toEqual({ currency: "BRL", unit: "MONTH", min: null, max: 9000 });
    const values = jobFormValues({ ...stored, pt: null });
    expect(readJobForm(formOf(values), "update", "growth", today).job?.pt).toBeNull();
    expect(readJobForm(formOf({ ...values, validThrough: today }), "update", "growth", today).job?.validThrough).toBe("2026-12-02T23:59:59.000Z");
  });
});

describe("an application's source and the list's cursor", () => {
  it("says the page, the campaign and the answer as stored, or a dash", () => {
    expect(originWords({ page: { path: "/careers/apply/sdr-latam", lang: "en" }, source: { utm_campaign: "winter", utm_source: "linkedin", utm_medium: null, heard_about: "other", heard_about_other: "A podcast" } })).toEqual({ page: "/careers/apply/sdr-latam (en)", campaign: "winter (linkedin)", heardAbout: "other: A podcast" });
    expect(originWords({ page: null, source: { referrer_host: "news.example.org" } })).toEqual({ page: "—", campaign: "from news.example.org", heardAbout: "—" });
    expect(originWords({ page: null, source: null })).toEqual({ page: "—", campaign: "—", heardAbout: "—" });
  });

  it("reads back its own cursor and ignores anything else", () => {
    const id = "0b0e8a57-1c8a-4d54-9a0b-8f2f4d0c1a11";
    expect(readCursor(cursorParam("2026-12-02T10:00:00.123456+00:00", id))).toEqual({ at: "2026-12-02T10:00:00.123456+00:00", id });
    for (const hostile of [null, "", "x~y", `2026-12-02~${id}~1`, `'; drop table x; --~${id}`, `2026-12-02T10:00:00Z~../../etc`, `${"9".repeat(50)}~${id}`]) expect(readCursor(hostile), String(hostile)).toBeNull();
  });
});
