import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { enhancedFieldName, redirectFieldName } from "~/lib/forms";
import { errorMessageKey, newsletterSchema, validationToastTitle, type NewsletterSource } from "~/lib/newsletter";
import { useHydrated } from "~/lib/use-hydrated";
import type { loader as rootLoader } from "~/root";
import type { NewsletterActionData } from "~/routes/resources.newsletter";
import { Honeypot } from "./ui/Honeypot";
import { showToast } from "./ui/Toaster";

interface NewsletterFormProps {
  source: NewsletterSource;
  /** Text of the submit button: 'Subscribe' in the footer, 'Get Updates' on blog and tutorials. */
  submitLabel: string;
  withPhone?: boolean;
  tone?: "dark" | "light";
}

/**
 * Name and email (and for the waitlist an optional phone). Without JavaScript it is a
 * plain post that comes back to this page with the outcome; with JavaScript it posts in
 * place, shows a toast, and clears the fields on success (spec 1 §4).
 */
export function NewsletterForm({ source, submitLabel, withPhone = false, tone = "light" }: NewsletterFormProps) {
  const { t } = useTranslation();
  const formId = `newsletter-${source}`;
  const hydrated = useHydrated();
  const location = useLocation();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const fetcher = useFetcher<NewsletterActionData>({ key: formId });
  const flashReply = root?.flash?.form?.id === formId ? root.flash.form.reply : undefined;

  const [form, fields] = useForm({
    id: formId,
    lastResult: fetcher.data?.result ?? flashReply,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newsletterSchema }),
  });

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.toast) showToast(fetcher.data.toast);
  }, [fetcher.state, fetcher.data]);

  const submitting = fetcher.state !== "idle";
  const dark = tone === "dark";
  const inputClass = `w-full rounded-md border px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 ${
    dark ? "border-slate-500 bg-white" : "border-slate-300 bg-white"
  } aria-[invalid=true]:border-red-600`;
  const labelClass = `mb-1 block text-sm font-medium ${dark ? "text-slate-100" : "text-slate-800"}`;
  const errorClass = `mt-1 text-sm font-medium ${dark ? "text-red-200" : "text-red-700"}`;

  const fieldError = (errors: string[] | undefined) =>
    errors?.[0] ? t(errorMessageKey(errors[0], source)) : null;
  const formError = form.errors?.[0];

  return (
    <fetcher.Form
      method="post"
      action="/resources/newsletter"
      {...getFormProps(form)}
      onSubmit={(event) => {
        const result = parseWithZod(new FormData(event.currentTarget), { schema: newsletterSchema });
        if (result.status !== "success") {
          const first = Object.values(result.error ?? {}).flat()[0] ?? "invalidEmail";
          showToast({ kind: "error", title: validationToastTitle(first), description: errorMessageKey(first, source) });
        }
        form.onSubmit(event);
      }}
      className="relative grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
    >
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name={redirectFieldName} value={location.pathname + location.search} />
      {hydrated ? <input type="hidden" name={enhancedFieldName} value="1" /> : null}
      <Honeypot />
      <div>
        <label htmlFor={fields.name.id} className={labelClass}>
          {t("newsletter.nameLabel")}
        </label>
        <input
          {...getInputProps(fields.name, { type: "text" })}
          key={fields.name.key}
          required
          autoComplete="given-name"
          maxLength={100}
          placeholder={t("newsletter.namePlaceholder")}
          className={inputClass}
        />
        {fieldError(fields.name.errors) ? (
          <p id={fields.name.errorId} className={errorClass}>
            {fieldError(fields.name.errors)}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={fields.email.id} className={labelClass}>
          {t("newsletter.emailLabel")}
        </label>
        <input
          {...getInputProps(fields.email, { type: "email" })}
          key={fields.email.key}
          required
          autoComplete="email"
          maxLength={254}
          placeholder={t("newsletter.emailPlaceholder")}
          className={inputClass}
        />
        {fieldError(fields.email.errors) ? (
          <p id={fields.email.errorId} className={errorClass}>
            {fieldError(fields.email.errors)}
          </p>
        ) : null}
      </div>
      {withPhone ? (
        <div className="sm:col-span-2">
          <label htmlFor={fields.phone.id} className={labelClass}>
            {t("newsletter.phoneLabel")}
          </label>
          <input
            {...getInputProps(fields.phone, { type: "tel" })}
            key={fields.phone.key}
            autoComplete="tel"
            maxLength={40}
            className={inputClass}
          />
          {fieldError(fields.phone.errors) ? (
            <p id={fields.phone.errorId} className={errorClass}>
              {fieldError(fields.phone.errors)}
            </p>
          ) : null}
        </div>
      ) : null}
      <div className="sm:pt-6">
        <button
          type="submit"
          disabled={submitting}
          className="w-full rounded-md bg-teal-700 px-5 py-2 font-semibold text-white hover:bg-teal-800 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
        >
          {submitting ? t("newsletter.submitting") : submitLabel}
        </button>
      </div>
      {formError ? (
        <p id={form.errorId} className={`${errorClass} sm:col-span-3`}>
          {t(formError === "rateLimited" ? "abuse.rateLimitedText" : "newsletter.toast.failedText")}
        </p>
      ) : null}
      <p className={`text-xs sm:col-span-3 ${dark ? "text-slate-300" : "text-slate-600"}`}>{t("newsletter.consent")}</p>
    </fetcher.Form>
  );
}
