import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { enhancedFieldName, fieldErrorText, redirectFieldName } from "~/lib/forms";
import { errorMessageKey, newsletterSchema, validationToastTitle, type NewsletterSource } from "~/features/newsletter/schema";
import { useHydrated } from "~/lib/use-hydrated";
import type { loader as rootLoader } from "~/root";
import type { NewsletterActionData } from "~/routes/resources.newsletter";
import { Honeypot } from "~/components/ui/Honeypot";
import { TextField } from "~/components/ui/TextField";
import { showToast } from "~/components/ui/Toaster";

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
 * place, shows a toast, and clears the fields on success (spec 1 §4): through useFetcher
 * where the page hydrates, through app/enhance/forms.ts (`data-enhance`) where it does not.
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

  const fieldError = (errors: string[] | undefined) =>
    fieldErrorText(errors, (key) => t(errorMessageKey(key, source)));
  const formError = form.errors?.[0];

  return (
    <fetcher.Form
      method="post"
      action="/resources/newsletter"
      {...getFormProps(form)}
      onSubmit={(event) => {
        // Conform revalidates as the visitor types by dispatching submit events whose
        // submitter is its own intent button; only a real submit raises the toast.
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        const realSubmit = submitter?.name !== "__intent__";
        const result = parseWithZod(new FormData(event.currentTarget), { schema: newsletterSchema });
        if (realSubmit && result.status !== "success") {
          const first = Object.values(result.error ?? {}).flat()[0] ?? "invalidEmail";
          showToast({ kind: "error", title: validationToastTitle(first), description: errorMessageKey(first, source) });
        }
        form.onSubmit(event);
      }}
      className="relative grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      data-enhance
      data-error-class={`mt-1 text-sm font-medium ${dark ? "text-red-200" : "text-red-700"}`}
    >
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name={redirectFieldName} value={location.pathname + location.search} />
      {hydrated ? <input type="hidden" name={enhancedFieldName} value="1" /> : null}
      <Honeypot />
      <TextField
        field={fields.name}
        type="text"
        label={t("newsletter.nameLabel")}
        error={fieldError(fields.name.errors)}
        tone={tone}
        required
        autoComplete="given-name"
        maxLength={100}
        placeholder={t("newsletter.namePlaceholder")}
      />
      <TextField
        field={fields.email}
        type="email"
        label={t("newsletter.emailLabel")}
        error={fieldError(fields.email.errors)}
        tone={tone}
        required
        autoComplete="email"
        maxLength={254}
        placeholder={t("newsletter.emailPlaceholder")}
      />
      {withPhone ? (
        <TextField
          field={fields.phone}
          type="tel"
          label={t("newsletter.phoneLabel")}
          error={fieldError(fields.phone.errors)}
          tone={tone}
          autoComplete="tel"
          maxLength={40}
          className="sm:col-span-2"
        />
      ) : null}
      <div className="sm:pt-6">
        <button
          type="submit"
          disabled={submitting}
          data-busy-label={t("newsletter.submitting")}
          className="w-full rounded-md bg-teal-700 px-5 py-2 font-semibold text-white hover:bg-teal-800 disabled:cursor-wait disabled:opacity-70 sm:w-auto"
        >
          {submitting ? t("newsletter.submitting") : submitLabel}
        </button>
      </div>
      <p
        id={form.errorId}
        data-form-error={formId}
        hidden={!formError}
        className={`text-sm font-medium sm:col-span-3 ${dark ? "text-red-200" : "text-red-700"}`}
      >
        {formError ? t(formError === "rateLimited" ? "abuse.rateLimitedText" : "newsletter.toast.failedText") : null}
      </p>
      <p className={`text-xs sm:col-span-3 ${dark ? "text-slate-300" : "text-slate-600"}`}>{t("newsletter.consent")}</p>
    </fetcher.Form>
  );
}
