import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { fieldErrorText, redirectFieldName } from "~/lib/forms";
import { newsletterFormName, type NewsletterSource } from "~/features/newsletter/schema";
import { useFlashedReply } from "~/lib/root-data";
import { Honeypot } from "~/components/ui/Honeypot";
import { TextField } from "~/components/ui/TextField";
import { fieldProps, formAttributes, formReply } from "~/components/ui/form-reply";
import { hook } from "~/components/ui/hook";
import { FormHooks } from "~/components/ui/form.hooks";

interface NewsletterFormProps {
  source: NewsletterSource;
  /** Text of the submit button: 'Subscribe' in the footer, 'Get Updates' on blog and tutorials. */
  submitLabel: string;
  withPhone?: boolean;
  tone?: "dark" | "light";
}

/**
 * Name and email (and for the waitlist an optional phone). Without JavaScript it is a
 * plain post that comes back to this page with the outcome in the flash; with
 * JavaScript, app/enhance/forms.ts (the behaviour "form") posts it in place, shows a toast, and
 * clears the fields on success (spec 1 §4).
 */
export function NewsletterForm({ source, submitLabel, withPhone = false, tone = "light" }: NewsletterFormProps) {
  const { t } = useTranslation();
  const formId = `newsletter-${source}`;
  const location = useLocation();
  const form = formReply(formId, useFlashedReply(newsletterFormName(source)));
  const dark = tone === "dark";

  // The reply's messages are keys, worded once by the action (resources.newsletter.tsx).
  const fieldError = (errors: string[] | undefined) => fieldErrorText(errors, (key) => t(key));
  const formError = form.errors?.[0];
  const field = (name: "name" | "email" | "phone") => ({ ...fieldProps(form, name, t(`newsletter.${name}Label`), fieldError), tone });

  return (
    <form
      method="post"
      action="/resources/newsletter"
      {...formAttributes(form)}
      className="relative grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      data-module={FormHooks.module}
      {...hook(FormHooks.errorClass, `mt-1 text-sm font-medium ${dark ? "text-red-200" : "text-red-700"}`)}
    >
      <input type="hidden" name="source" value={source} />
      {/* A plain post comes back to this form. */}
      <input type="hidden" name={redirectFieldName} value={`${location.pathname}${location.search}#${formId}`} />
      <Honeypot />
      <TextField {...field("name")} type="text" required autoComplete="given-name" maxLength={100} placeholder={t("newsletter.namePlaceholder")} />
      <TextField {...field("email")} type="email" required autoComplete="email" maxLength={254} placeholder={t("newsletter.emailPlaceholder")} />
      {withPhone ? <TextField {...field("phone")} type="tel" autoComplete="tel" maxLength={40} className="sm:col-span-2" /> : null}
      <div className="sm:pt-6">
        <button
          type="submit"
          {...hook(FormHooks.busyLabel, t("newsletter.submitting"))}
          className="w-full rounded-md bg-teal-700 px-5 py-2 font-semibold text-white hover:bg-teal-800 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
        >
          {submitLabel}
        </button>
      </div>
      <p
        id={form.errorId}
        {...hook(FormHooks.formError, formId)}
        hidden={!formError}
        className={`text-sm font-medium sm:col-span-3 ${dark ? "text-red-200" : "text-red-700"}`}
      >
        {formError ? t(formError) : null}
      </p>
      <p className={`text-xs sm:col-span-3 ${dark ? "text-slate-300" : "text-slate-600"}`}>{t("newsletter.consent")}</p>
    </form>
  );
}
