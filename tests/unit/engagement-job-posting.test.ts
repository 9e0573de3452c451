import { describe, expect, it } from "vitest";
import { countryName, descriptionHtml, jobPostingData, type JobPostingInput } from "~/features/engagement/careers/job-posting";
import { toJobListing } from "~/backend/rows.server";

/** Google's job posting documentation (decisions 0309, 0047): what each page's JobPosting must carry. */
const remoteJob: JobPostingInput["job"] = {
  id: "senior-full-stack-engineer",
  title: "Senior Full-Stack Engineer (Remix & Cloudflare)",
  description: "Build the features hosts use.\n\nFive years <or more> of shipping.",
  responsibilities: ["Ship features", "Review code & write notes"],
  qualifications: ["TypeScript"],
  workHours: "40 hours a week, 14:00–18:00 <Lisbon>",
  location: "Remote (Europe or Americas)",
  employmentType: "FULL_TIME",
  remote: true,
  postedAt: "2026-11-10T09:00:00.000Z",
  validThrough: "2027-02-28T23:59:59.000Z",
  applicantLocations: ["PT", "BR"],
  salary: { currency: "EUR", min: 70000, max: 90000, unit: "YEAR" },
};
const organization = { name: "StayLoop", logoPath: "/images/marketing/stayloop-logo.png" };
const headings = { responsibilities: "What you will do", qualifications: "What we look for", hours: "Hours" };
const posting = (job: Partial<JobPostingInput["job"]>, lang: "en" | "pt" = "en") =>
  jobPostingData({ job: { ...remoteJob, ...job }, origin: "https://stayloop.example", lang, organization, headings });

describe("the JobPosting of a job's page", () => {
  it("has every property Google requires, with the page's address", () => {
    const data = posting({});
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Senior Full-Stack Engineer (Remix & Cloudflare)",
      datePosted: "2026-11-10",
      validThrough: "2027-02-28T23:59:59.000Z",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "StayLoop", sameAs: "https://stayloop.example", logo: "https://stayloop.example/images/marketing/stayloop-logo.png" },
      identifier: { "@type": "PropertyValue", name: "StayLoop", value: "senior-full-stack-engineer" },
      url: "https://stayloop.example/careers/senior-full-stack-engineer",
      directApply: true,
      inLanguage: "en",
    });
    // The full description: the role, then what the person will do, what we look for and the hours, as the page shows them.
    expect(data.description).toBe(
      "<p>Build the features hosts use.</p><p>Five years &lt;or more&gt; of shipping.</p>" +
        "<h3>What you will do</h3><ul><li>Ship features</li><li>Review code &amp; write notes</li></ul>" +
        "<h3>What we look for</h3><ul><li>TypeScript</li></ul>" +
        "<h3>Hours</h3><p>40 hours a week, 14:00–18:00 &lt;Lisbon&gt;</p>",
    );
    expect(data).toMatchObject({ responsibilities: ["Ship features", "Review code & write notes"], qualifications: ["TypeScript"], workHours: "40 hours a week, 14:00–18:00 <Lisbon>" });
    // A part the job does not have is left out, heading and all.
    const bare = posting({ responsibilities: [], qualifications: [], workHours: null });
    expect(bare.description).toBe("<p>Build the features hosts use.</p><p>Five years &lt;or more&gt; of shipping.</p>");
    expect(bare).not.toHaveProperty("workHours");
    expect(bare).not.toHaveProperty("responsibilities");
    expect(posting({}, "pt")).toMatchObject({ url: "https://stayloop.example/pt/careers/senior-full-stack-engineer", inLanguage: "pt-BR" });
  });

  it("says a remote job is TELECOMMUTE from the named countries, with no jobLocation", () => {
    const data = posting({});
    expect(data.jobLocationType).toBe("TELECOMMUTE");
    expect(data.applicantLocationRequirements).toEqual([
      { "@type": "Country", name: "Portugal" },
      { "@type": "Country", name: "Brazil" },
    ]);
    expect(data).not.toHaveProperty("jobLocation");
    // A remote job without countries still names where applicants may be.
    expect(posting({ applicantLocations: [] }).applicantLocationRequirements).toEqual([
      { "@type": "AdministrativeArea", name: "Remote (Europe or Americas)" },
    ]);
  });

  it("gives an on-site job a jobLocation and no telecommute properties", () => {
    const data = posting({ remote: false, location: "Lisbon", applicantLocations: [] });
    expect(data.jobLocation).toEqual({ "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Lisbon" } });
    expect(data).not.toHaveProperty("jobLocationType");
    expect(data).not.toHaveProperty("applicantLocationRequirements");
  });

  it("carries the base salary when it is known, as a range or one figure, and none when it is not", () => {
    expect(posting({}).baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "EUR",
      value: { "@type": "QuantitativeValue", minValue: 70000, maxValue: 90000, unitText: "YEAR" },
    });
    expect(posting({ salary: { currency: "BRL", min: 9000, max: 9000, unit: "MONTH" } }).baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "BRL",
      value: { "@type": "QuantitativeValue", value: 9000, unitText: "MONTH" },
    });
    expect(posting({ salary: null })).not.toHaveProperty("baseSalary");
  });

  it("leaves validThrough out only when the job has none", () => {
    expect(posting({ validThrough: null })).not.toHaveProperty("validThrough");
  });

  it("names countries from their ISO codes in the language asked, and keeps any other text", () => {
    expect(countryName("BR", "en")).toBe("Brazil");
    expect(countryName("DE", "pt")).toBe("Alemanha");
    expect(countryName("Remote (Europe)", "en")).toBe("Remote (Europe)");
  });

  it("writes a description's lines as HTML paragraphs and breaks", () => {
    expect(descriptionHtml("One\nline & more\n\n\nTwo")).toBe("<p>One<br>line &amp; more</p><p>Two</p>");
  });
});

describe("a job row from either backend", () => {
  const row = {
    id: "a",
    title: "A",
    department: "D",
    location: "L",
    type: "T",
    description: "x",
    employment_type: "FULL_TIME",
    is_remote: 1,
    posted_at: "2026-11-10T09:00:00.000Z",
  };
  it("reads the lists as D1's JSON text or Postgres' arrays, and the hours as text or nothing", () => {
    expect(toJobListing({ ...row, responsibilities: '["Ship","Review"]', qualifications: ["TypeScript"], work_hours: "40 hours" })).toMatchObject({
      responsibilities: ["Ship", "Review"],
      qualifications: ["TypeScript"],
      workHours: "40 hours",
    });
    expect(toJobListing({ ...row, responsibilities: null, qualifications: "not json", work_hours: "" })).toMatchObject({ responsibilities: [], qualifications: [], workHours: null });
  });
  it("reads D1's JSON text and Postgres' arrays and numeric strings alike", () => {
    expect(
      toJobListing({ ...row, valid_through: "2027-01-31T23:59:59.000Z", applicant_locations: '["Brazil","Portugal"]', salary_currency: "EUR", salary_min: 70000, salary_max: 90000, salary_unit: "YEAR" }),
    ).toMatchObject({ validThrough: "2027-01-31T23:59:59.000Z", applicantLocations: ["Brazil", "Portugal"], salary: { currency: "EUR", min: 70000, max: 90000, unit: "YEAR" } });
    expect(
      toJobListing({ ...row, valid_through: "2027-01-31T23:59:59+00:00", applicant_locations: ["Brazil"], salary_currency: "BRL", salary_min: "9000", salary_max: null, salary_unit: "MONTH" }),
    ).toMatchObject({ validThrough: "2027-01-31T23:59:59.000Z", applicantLocations: ["Brazil"], salary: { currency: "BRL", min: 9000, max: 9000, unit: "MONTH" } });
  });
  it("has no salary unless currency, unit and a figure are all there, and no dates or places it cannot read", () => {
    expect(toJobListing({ ...row, salary_currency: "EUR", salary_min: 1, salary_unit: null })).toMatchObject({ salary: null });
    expect(toJobListing({ ...row, salary_currency: null, salary_min: 1, salary_unit: "YEAR" })).toMatchObject({ salary: null });
    expect(toJobListing({ ...row, salary_currency: "EUR", salary_min: "abc", salary_unit: "YEAR" })).toMatchObject({ salary: null });
    expect(toJobListing({ ...row, valid_through: null, applicant_locations: "not json" })).toMatchObject({ validThrough: null, applicantLocations: [] });
  });
});
