import { Form } from "@remix-run/react";
import { jobEmploymentTypes, jobSalaryUnits } from "~/backend/studio-jobs";
import { FieldFrame, StudioFormFields } from "../StudioShell";
import { jobFieldName, jobLanguages, jobTextFields, type JobFormErrors, type JobFormValues, type JobLanguage } from "./job-form";

/**
 * The job form (issue 43 item 2, decision 0503): every field of the public job page and its
 * JobPosting, English and Portuguese, each with its message beside it and the typed value kept.
 * "Preview" posts the same form and shows the page as the site renders it, without saving.
 */
const languageNames: Record<JobLanguage, { legend: string; hint?: string }> = {
  en: { legend: "English" },
  pt: { legend: "Portuguese", hint: "Optional: leave every Portuguese field empty and /pt shows the English words." },
};

function Text({ id, name, label, values, errors, long, hint, type = "text" }: { id: string; name: string; label: string; values: JobFormValues; errors: JobFormErrors; long?: boolean; hint?: string; type?: string }) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={errors[name]}>
      {(describedBy) =>
        long ? (
          <textarea id={id} name={name} defaultValue={values[name] ?? ""} aria-invalid={errors[name] ? true : undefined} aria-describedby={describedBy} rows={6} />
        ) : (
          <input id={id} name={name} type={type} defaultValue={values[name] ?? ""} aria-invalid={errors[name] ? true : undefined} aria-describedby={describedBy} autoComplete="off" />
        )
      }
    </FieldFrame>
  );
}

function Choice({ id, name, label, options, values, errors }: { id: string; name: string; label: string; options: readonly { value: string; label: string }[]; values: JobFormValues; errors: JobFormErrors }) {
  return (
    <FieldFrame id={id} label={label} error={errors[name]}>
      {(describedBy) => (
        <select id={id} name={name} defaultValue={values[name] ?? ""} aria-invalid={errors[name] ? true : undefined} aria-describedby={describedBy}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

export function JobForm({ token, creating, values, errors }: { token: string; creating: boolean; values: JobFormValues; errors: JobFormErrors }) {
  return (
    <Form method="post" noValidate aria-label={creating ? "New job" : "Edit the job"}>
      <StudioFormFields token={token} />
      {creating ? <Text id="job-id" name="id" label="Address (the end of /careers/…)" hint="Lowercase letters, digits and hyphens; it cannot change later." values={values} errors={errors} /> : null}
      {jobLanguages.map((lang) => (
        <fieldset key={lang} className="st-fieldset">
          <legend>{languageNames[lang].legend}</legend>
          {languageNames[lang].hint ? <p className="st-hint">{languageNames[lang].hint}</p> : null}
          {jobTextFields.map((field) => (
            <Text key={field.name} id={`job-${field.name}-${lang}`} name={jobFieldName(field.name, lang)} label={field.label} long={field.lines} values={values} errors={errors} />
          ))}
        </fieldset>
      ))}
      <fieldset className="st-fieldset">
        <legend>The posting</legend>
        <Choice id="job-employment" name="employmentType" label="Employment type (JobPosting)" options={jobEmploymentTypes.map((value) => ({ value, label: value.replace("_", " ").toLowerCase() }))} values={values} errors={errors} />
        <Choice id="job-remote" name="remote" label="Remote" options={[{ value: "yes", label: "Remote" }, { value: "no", label: "On site" }]} values={values} errors={errors} />
        <Text id="job-countries" name="applicantLocations" label="Countries applicants may live in (remote jobs)" hint="Two-letter codes separated by commas, e.g. PT, BR, US." values={values} errors={errors} />
        <Text id="job-closing" name="validThrough" label="Closing date (YYYY-MM-DD, UTC)" hint="Empty: open until you close it. The job closes by itself at the end of this day." type="date" values={values} errors={errors} />
        <Text id="job-order" name="displayOrder" label="Order on the careers page (lower first)" values={values} errors={errors} />
      </fieldset>
      <fieldset className="st-fieldset">
        <legend>Salary (leave every field empty when it is not published)</legend>
        <Text id="job-currency" name="salaryCurrency" label="Currency (EUR, BRL, USD…)" values={values} errors={errors} />
        <Text id="job-min" name="salaryMin" label="From" values={values} errors={errors} />
        <Text id="job-max" name="salaryMax" label="To" values={values} errors={errors} />
        <Choice id="job-unit" name="salaryUnit" label="Per" options={[{ value: "", label: "—" }, ...jobSalaryUnits.map((value) => ({ value, label: value.toLowerCase() }))]} values={values} errors={errors} />
      </fieldset>
      <div className="st-actions">
        <button className="st-button st-button-primary" type="submit" name="intent" value="save">
          {creating ? "Create the job" : "Save the job"}
        </button>
        <button className="st-button" type="submit" name="intent" value="preview-en">
          Preview in English
        </button>
        <button className="st-button" type="submit" name="intent" value="preview-pt">
          Preview in Portuguese
        </button>
      </div>
    </Form>
  );
}
