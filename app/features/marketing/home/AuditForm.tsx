import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { Honeypot } from "~/components/ui/Honeypot";
import { TextField } from "~/components/ui/TextField";
import { buttonClass } from "~/components/ui/buttons";
import { fieldProps, formAttributes, formReply } from "~/components/ui/form-reply";
import { LocalLink } from "~/components/ui/links";
import { fieldErrorText, redirectFieldName } from "~/lib/forms";
import { useFlashedReply } from "~/lib/root-data";
import { auditFormId, auditFormName, auditLimits } from "~/features/marketing/home/audit";
import type { AuditEstimate } from "../calculator/audit-estimate";
import { hook } from "~/components/ui/hook";
import { FormHooks } from "~/components/ui/form.hooks";
import { HeardAboutField } from "~/components/ui/HeardAboutField";

/**
 * The free-audit form (spec 1 §2.3, §5, §8): property URL, name and email. Without
 * JavaScript it posts to /resources/audit and comes back here with the outcome in the
 * flash; with JavaScript, app/enhance/forms.ts posts it in place. Success clears the
 * fields and says so above them; a failure keeps what was typed.
 */
export function AuditForm({ estimate, alone = false }: { estimate?: AuditEstimate | null; alone?: boolean }) {
  const { t } = useTranslation("home");
  const calculator = useTranslation("calculator").t;
  const location = useLocation();
  const form = formReply(auditFormId, useFlashedReply(auditFormName));

  const succeeded = form.status === "success";
  // The reply's messages are keys, worded once by the action (resources.audit.tsx).
  const fieldError = (errors: string[] | undefined) => fieldErrorText(errors, (key) => t(key));
  const field = (name: "propertyUrl" | "name" | "email") => fieldProps(form, name, t(`audit.${name}Label`), fieldError);
  const formError = form.errors?.[0];

  return (
    <div className="rounded-2xl bg-white p-6 text-slate-900 shadow-xl sm:p-8">
      <h3 id="audit-title" className="text-2xl font-bold">
        {/* Beside the demo call to action it is the other way ("Or…"); on its own, it is the offer. */}
        {t(alone ? "audit.titleAlone" : "audit.title")}
      </h3>
      <p className="mt-2 text-slate-700">{t("audit.text")}</p>
      {estimate ? (
        <p className="mt-4 rounded-lg border border-teal-200 bg-teal-50 p-4 text-sm text-teal-900" data-audit-estimate>
          {calculator("auditEstimate", { paid: estimate.paid, saved: estimate.saved, shift: estimate.shift })}{" "}
          <LocalLink to={`/commission-calculator${estimate.search}`} className="font-medium underline">
            {calculator("auditEstimateLink")}
          </LocalLink>
        </p>
      ) : null}
      <div aria-live="polite">
        <p
          hidden={!succeeded}
          {...hook(FormHooks.formSuccess, auditFormId)}
          className="mt-4 rounded-lg border border-teal-200 bg-teal-50 p-4 font-medium text-teal-900"
          data-audit-outcome="success"
        >
          {succeeded ? t("audit.success") : null}
        </p>
        <p
          id={form.errorId}
          hidden={succeeded || !formError}
          {...hook(FormHooks.formError, auditFormId)}
          className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-red-800"
          data-audit-outcome="failure"
        >
          {!succeeded && formError ? t(formError) : null}
        </p>
      </div>
      <form
        method="post"
        action="/resources/audit"
        {...formAttributes(form)}
        aria-labelledby="audit-title"
        // The flash brings a plain post back to #audit-request: this form.
        className="relative mt-6 grid scroll-mt-28 gap-4"
        data-module={FormHooks.module}
        {...hook(FormHooks.errorClass, "mt-1 text-sm font-medium text-red-700")}
      >
        {/* A plain post comes back to this form. */}
        <input type="hidden" name={redirectFieldName} value={`${location.pathname}${location.search}#${auditFormId}`} />
        <Honeypot />
        <TextField {...field("propertyUrl")} type="url" required autoComplete="url" maxLength={auditLimits.propertyUrl} placeholder={t("audit.propertyUrlPlaceholder")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField {...field("name")} type="text" required autoComplete="name" maxLength={auditLimits.name} />
          <TextField {...field("email")} type="email" required autoComplete="email" maxLength={auditLimits.email} placeholder={t("audit.emailPlaceholder")} />
        </div>
        <HeardAboutField form={form} />
        <button
          type="submit"
          {...hook(FormHooks.busyLabel, t("audit.submitting"))}
          className={`${buttonClass("primary", "lg")} w-full`}
        >
          {t("audit.submit")}
        </button>
        <p className="text-xs text-slate-600">
          {t("audit.privacy")}{" "}
          <LocalLink to="/privacy" className="font-medium text-teal-800 underline">
            {t("audit.privacyLink")}
          </LocalLink>
        </p>
      </form>
    </div>
  );
}
