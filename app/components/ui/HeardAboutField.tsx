import { useTranslation } from "~/lib/translation";
import { heardAboutChoices, heardAboutOtherMax } from "~/lib/heard-about";
import { fieldErrorText } from "~/lib/forms";
import { fieldAttributes, fieldProps, type FormReply } from "./form-reply";
import { TextField } from "./TextField";

/**
 * "How did you hear about us?" (issue 32 item 2; docs/decisions/0050-lead-source.md): an
 * optional choice and, once "Other" is chosen, the visitor's own words (a CSS rule shows that
 * field; no script). After a refused post both come back as they were sent.
 */
export function HeardAboutField({ form, tone = "light" }: { form: FormReply; tone?: "light" | "dark" }) {
  const { t } = useTranslation("common");
  const choice = fieldProps(form, "heardAbout", t("heardAbout.label"), () => null);
  const other = fieldProps(form, "heardAboutOther", t("heardAbout.otherLabel"), (errors) => fieldErrorText(errors, (key) => t(key)));
  const dark = tone === "dark";
  return (
    <div className="heard-about grid gap-4">
      <div>
        <label htmlFor={choice.field.id} className={`mb-1 block text-sm font-medium ${dark ? "text-slate-100" : "text-slate-800"}`}>
          {choice.label}
        </label>
        <select {...fieldAttributes(choice.field)} defaultValue={choice.field.value ?? ""} className="field-input">
          <option value="">{t("heardAbout.choose")}</option>
          {heardAboutChoices.map((key) => (
            <option key={key} value={key}>
              {t(`heardAbout.options.${key}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="heard-about-other" data-filled={other.field.value ? "" : undefined}>
        <TextField {...other} type="text" tone={tone} maxLength={heardAboutOtherMax} autoComplete="off" />
      </div>
    </div>
  );
}
