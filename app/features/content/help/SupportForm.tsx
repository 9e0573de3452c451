import { useActionData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { Honeypot } from "~/components/ui/Honeypot";
import { TextAreaField } from "~/components/ui/TextAreaField";
import { TextField } from "~/components/ui/TextField";
import { buttonClass } from "~/components/ui/buttons";
import { fieldProps, formAttributes, formReply } from "~/components/ui/form-reply";
import { LocalLink, useLang } from "~/components/ui/links";
import { supportRequestLimits } from "~/backend/support";
import { localizePath } from "~/lib/i18n";
import { fieldErrorText, redirectFieldName } from "~/lib/forms";
import { useFlashedReply } from "~/lib/root-data";
import { hook } from "~/components/ui/hook";
import { FormHooks } from "~/components/ui/form.hooks";
import { supportFormId, supportFormName, supportPath } from "./contact";
import type { SupportActionData } from "./support.server";
import { HeardAboutField } from "~/components/ui/HeardAboutField";
import { useOwnRouteId } from "~/components/ui/own-route";

const errorClass = "mt-1 text-sm font-medium text-red-700";

/**
 * The Contact Support form (decision 0212): name, email, subject (prefilled with what the
 * visitor was looking for) and message, and the article it came from, hidden. It posts to
 * its page's route; app/enhance/forms.ts sends it in place (`FormHooks.route`). After a
 * refused post it shows what was typed and the messages; after a stored one, the thanks.
 */
export function SupportForm({ prefill }: { prefill: { subject: string; article: string | null } }) {
  const { t } = useTranslation("help");
  const ownRoute = useOwnRouteId();
  const lang = useLang();
  const refused = useActionData<SupportActionData>()?.support.reply;
  const flashed = useFlashedReply(supportFormName);
  const form = formReply(supportFormId, refused ?? flashed);
  const succeeded = form.status === "success";
  // The reply's messages are keys, worded once by the action (support.server.ts).
  const fieldError = (errors: string[] | undefined) => fieldErrorText(errors, (key) => t(key));
  const field = (name: "name" | "email" | "subject" | "message") => fieldProps(form, name, t(`contactForm.${name}Label`), fieldError);
  // A first visit shows what the address carried; after a post, what was typed (or nothing once stored).
  const fresh = form.status === undefined;
  const subject = field("subject");
  const message = field("message");
  const hintId = `${supportFormId}-message-hint`;
  const article = form.field("article").value ?? (fresh ? prefill.article : null);
  const formError = form.errors?.[0];

  return (
    <>
      <div aria-live="polite">
        <p
          hidden={!succeeded}
          {...hook(FormHooks.formSuccess, supportFormId)}
          className="mb-6 rounded-lg border border-teal-200 bg-teal-50 p-4 font-medium text-teal-900"
        >
          {succeeded ? t("contactForm.success") : null}
        </p>
        <p
          id={form.errorId}
          hidden={succeeded || !formError}
          {...hook(FormHooks.formError, supportFormId)}
          className="mb-6 rounded-lg border border-red-200 bg-red-50 p-4 font-medium text-red-800"
        >
          {!succeeded && formError ? t(formError) : null}
        </p>
      </div>
      <form
        method="post"
        action={localizePath(supportPath, lang)}
        {...formAttributes(form)}
        aria-labelledby="support-heading"
        className="relative grid scroll-mt-28 gap-5"
        data-module={FormHooks.module}
        {...hook(FormHooks.route, ownRoute)}
        {...hook(FormHooks.errorClass, errorClass)}
      >
        <input type="hidden" name={redirectFieldName} value={`${localizePath(supportPath, lang)}#${supportFormId}`} />
        <Honeypot />
        {article ? <input type="hidden" name="article" value={article} /> : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field("name")} type="text" required autoComplete="name" maxLength={supportRequestLimits.name} />
          <TextField {...field("email")} type="email" required autoComplete="email" maxLength={supportRequestLimits.email} />
        </div>
        <TextField
          {...subject}
          field={{ ...subject.field, value: subject.field.value ?? (fresh ? prefill.subject : undefined) }}
          type="text"
          maxLength={supportRequestLimits.subject}
        />
        <div>
          <TextAreaField
            {...message}
            required
            rows={7}
            maxLength={supportRequestLimits.message}
            aria-describedby={message.field.errors ? `${message.field.errorId} ${hintId}` : hintId}
          />
          <p id={hintId} className="mt-1 text-sm text-slate-600">
            {t("contactForm.messageHint", { max: supportRequestLimits.message.toLocaleString(lang === "pt" ? "pt-BR" : "en-US") })}
          </p>
        </div>
        <HeardAboutField form={form} />
        <button type="submit" {...hook(FormHooks.busyLabel, t("contactForm.submitting"))} className={`${buttonClass("primary", "lg")} w-full sm:w-auto sm:justify-self-start`}>
          {t("contactForm.submit")}
        </button>
        <p className="text-xs text-slate-600">
          {t("contactForm.privacy")}{" "}
          <LocalLink to="/privacy" className="font-medium text-teal-800 underline">
            {t("contactForm.privacyLink")}
          </LocalLink>
          .
        </p>
      </form>
    </>
  );
}
