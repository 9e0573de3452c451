import { jobEmploymentTypes, jobSalaryUnits, type StudioJob, type StudioJobInput, type StudioJobText } from "~/backend/studio-jobs";

/**
 * The studio's job form (issue 43 item 2, decision 0503): its fields as posted, their checks with
 * a message per field, and the job they make. The limits are the columns' and what the public
 * page and its JobPosting can show (decisions 0309, 0047). Pure: the route, its tests and the
 * preview read it.
 */
export const jobLanguages = ["en", "pt"] as const;
export type JobLanguage = (typeof jobLanguages)[number];

/** The words a job has in each language, with their limits and whether a language needs them. */
export const jobTextFields = [
  { name: "title", label: "Title", max: 120, required: true, lines: false },
  { name: "department", label: "Department", max: 80, required: true, lines: false },
  { name: "location", label: "Location (as the page shows it)", max: 120, required: true, lines: false },
  { name: "type", label: "Badge (e.g. Full-time)", max: 40, required: true, lines: false },
  { name: "description", label: "What the role is (paragraphs separated by a blank line)", max: 5000, required: true, lines: true },
  { name: "responsibilities", label: "What the person will do (one per line)", max: 5000, required: false, lines: true },
  { name: "qualifications", label: "What we look for (one per line)", max: 5000, required: false, lines: true },
  { name: "workHours", label: "Hours (a sentence)", max: 500, required: false, lines: false },
] as const;
type TextName = (typeof jobTextFields)[number]["name"];

export const jobFieldName = (name: TextName, lang: JobLanguage) => `${name}_${lang}`;

/** The posted values by field name, kept as typed so a refused form shows them again. */
export type JobFormValues = Record<string, string>;
export type JobFormErrors = Record<string, string>;

export const jobIdPattern = /^[a-z0-9][a-z0-9-]{0,79}$/;
/** Ids the site already gives a meaning: the built-in job (code, decision 0304) and the studio's own "new". */
const reservedIds = new Set(["sdr-latam", "new"]);
const maxListItems = 20;
const maxListItem = 400;

// eslint-disable-next-line no-control-regex -- control characters are refused in every field
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const lines = (value: string) =>
  value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
/** An ISO 3166-1 alpha-2 code Intl knows as a region ("PT", "BR"); "EU" or "XX" are not countries here. */
const isCountry = (code: string) => /^[A-Z]{2}$/.test(code) && code !== "EU" && code !== "UN" && regionNames.of(code) !== undefined;

/** The form's values for a stored job (the edit page's first render). */
export function jobFormValues(job: StudioJob | null): JobFormValues {
  if (!job) return { employmentType: "FULL_TIME", remote: "yes", displayOrder: "0" };
  const values: JobFormValues = {
    id: job.id,
    employmentType: job.employmentType,
    remote: job.remote ? "yes" : "no",
    applicantLocations: job.applicantLocations.join(", "),
    salaryCurrency: job.salary?.currency ?? "",
    salaryMin: job.salary?.min?.toString() ?? "",
    salaryMax: job.salary?.max?.toString() ?? "",
    salaryUnit: job.salary?.unit ?? "",
    validThrough: job.validThrough ? job.validThrough.slice(0, 10) : "",
    displayOrder: String(job.displayOrder),
  };
  for (const lang of jobLanguages) {
    const words = job[lang];
    if (!words) continue;
    for (const field of jobTextFields) {
      const value = words[field.name];
      values[jobFieldName(field.name, lang)] = Array.isArray(value) ? value.join("\n") : (value ?? "");
    }
  }
  return values;
}

function readWords(values: JobFormValues, lang: JobLanguage, errors: JobFormErrors): StudioJobText | null {
  const typed = jobTextFields.some((field) => values[jobFieldName(field.name, lang)]?.trim());
  // Portuguese is optional as a whole: without it the Portuguese page shows the English words.
  if (lang === "pt" && !typed) return null;
  const language = lang === "en" ? "English" : "Portuguese";
  for (const field of jobTextFields) {
    const key = jobFieldName(field.name, lang);
    const value = values[key]!.trim();
    if (field.required && !value) errors[key] = `Enter the ${language} ${field.name === "type" ? "badge" : field.name === "description" ? "description" : field.name}.`;
    else if ([...value].length > field.max) errors[key] = `Keep it to ${field.max} characters (it has ${[...value].length}).`;
    else if (controlCharacters.test(value) || (!field.lines && /[\r\n]/.test(value))) errors[key] = field.lines ? "Remove the control characters." : "Keep it on one line, without control characters.";
    else if ((field.name === "responsibilities" || field.name === "qualifications") && (lines(value).length > maxListItems || lines(value).some((line) => line.length > maxListItem)))
      errors[key] = `Up to ${maxListItems} lines of at most ${maxListItem} characters each.`;
  }
  const text = (name: TextName) => values[jobFieldName(name, lang)]!.trim();
  return {
    title: text("title"),
    department: text("department"),
    location: text("location"),
    type: text("type"),
    description: text("description").replace(/\r\n/g, "\n"),
    responsibilities: lines(text("responsibilities")),
    qualifications: lines(text("qualifications")),
    workHours: text("workHours") || null,
  };
}

function readSalary(values: JobFormValues, errors: JobFormErrors): StudioJobInput["salary"] {
  const currency = values.salaryCurrency!.trim().toUpperCase();
  const unit = values.salaryUnit!;
  const [min, max] = [values.salaryMin!, values.salaryMax!].map((value) => value.trim().replace(/[\s,]/g, ""));
  if (!currency && !unit && !min && !max) return null;
  if (!/^[A-Z]{3}$/.test(currency)) errors.salaryCurrency = "Enter the currency's three-letter code (EUR, BRL, USD), or empty every salary field.";
  if (!(jobSalaryUnits as readonly string[]).includes(unit)) errors.salaryUnit = "Choose what the figures are per.";
  const figure = (value: string, key: string) => {
    if (!value) return null;
    const n = Number(value);
    if (!/^\d{1,9}(\.\d{1,2})?$/.test(value) || n <= 0) errors[key] = "Enter an amount above 0, in digits (e.g. 70000).";
    return n;
  };
  const low = figure(min!, "salaryMin");
  const high = figure(max!, "salaryMax");
  if (low === null && high === null) errors.salaryMin = "Enter at least one figure, or empty every salary field.";
  else if (low !== null && high !== null && low > high) errors.salaryMax = "The highest figure must not be below the lowest.";
  return { currency, unit: unit as (typeof jobSalaryUnits)[number], min: low, max: high };
}

/**
 * Checks a posted job form. `today` is the date (YYYY-MM-DD, UTC) a closing date must not be
 * before: a past one would close the job the moment it is saved.
 */
export function readJobForm(form: FormData, mode: "create" | "update", fixedId: string | null, today: string): { values: JobFormValues; errors: JobFormErrors; job: StudioJobInput | null } {
  const get = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const names = ["id", "employmentType", "remote", "applicantLocations", "salaryCurrency", "salaryMin", "salaryMax", "salaryUnit", "validThrough", "displayOrder"];
  const values: JobFormValues = Object.fromEntries(names.map((name) => [name, get(name)]));
  for (const lang of jobLanguages) for (const field of jobTextFields) values[jobFieldName(field.name, lang)] = get(jobFieldName(field.name, lang));
  const errors: JobFormErrors = {};

  const id = mode === "create" ? values.id!.trim() : (fixedId ?? "");
  if (mode === "create") {
    values.id = id;
    if (!jobIdPattern.test(id)) errors.id = "Use 1 to 80 lowercase letters, digits and hyphens, starting with a letter or digit (it is the page's address).";
    else if (reservedIds.has(id)) errors.id = "This address is taken by the site; choose another.";
  }
  const en = readWords(values, "en", errors);
  const pt = readWords(values, "pt", errors);
  if (!(jobEmploymentTypes as readonly string[]).includes(values.employmentType!)) errors.employmentType = "Choose the employment type.";
  if (values.remote !== "yes" && values.remote !== "no") errors.remote = "Say whether the job is remote.";
  const codes = values.applicantLocations!.toUpperCase().split(/[\s,;]+/).filter(Boolean);
  const unknown = codes.filter((code) => !isCountry(code));
  if (unknown.length) errors.applicantLocations = `Not a country code: ${unknown.slice(0, 5).join(", ")}. Use two-letter codes such as PT, BR, US.`;
  else if (codes.length > 60) errors.applicantLocations = "List at most 60 countries.";
  const salary = readSalary(values, errors);
  const closing = values.validThrough!.trim();
  if (closing && (!/^\d{4}-\d{2}-\d{2}$/.test(closing) || Number.isNaN(Date.parse(`${closing}T00:00:00Z`)))) errors.validThrough = "Enter a date as YYYY-MM-DD, or leave it empty.";
  else if (closing && closing < today) errors.validThrough = "A closing date in the past closes the job at once: choose today or later, or use Close.";
  const order = values.displayOrder!.trim() || "0";
  if (!/^\d{1,4}$/.test(order)) errors.displayOrder = "Enter a whole number from 0 to 9999.";

  if (Object.keys(errors).length || !en) return { values, errors, job: null };
  return {
    values,
    errors,
    job: {
      id,
      en,
      pt,
      employmentType: values.employmentType as StudioJobInput["employmentType"],
      remote: values.remote === "yes",
      applicantLocations: [...new Set(codes)],
      salary,
      // The end of the closing day in UTC: the job is open all of that day.
      validThrough: closing ? `${closing}T23:59:59.000Z` : null,
      displayOrder: Number(order),
    },
  };
}
