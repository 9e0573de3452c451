import { useActionData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { Honeypot } from "~/components/ui/Honeypot";
import { TextAreaField } from "~/components/ui/TextAreaField";
import { buttonClass } from "~/components/ui/buttons";
import { fieldProps, formAttributes, formReply, type FormReply } from "~/components/ui/form-reply";
import { helpFeedbackCommentMax } from "~/backend/content";
import { fieldErrorText } from "~/lib/forms";
import { useFlashedForm } from "~/lib/root-data";
import { helpFeedbackFormName, helpFeedbackIds, type HelpFeedbackActionData, type HelpFeedbackStep } from "./feedback";
import { hook } from "~/components/ui/hook";
import { FormHooks } from "~/components/ui/form.hooks";
import { HelpFeedbackHooks } from "./help-feedback.hooks";
import { useOwnRouteId } from "~/components/ui/own-route";

const errorClass = "mt-1 text-sm font-medium text-red-700";

/**
 * "Was this article helpful?" under a help article (docs/decisions/0211-helpful-feedback.md).
 * All three steps are in the page and the current one is shown: without JavaScript the
 * last post's flash (stored) or action data (refused) names it; with JavaScript, app/enhance/forms.ts posts in place and
 * help-feedback.enhance.ts shows the next step and moves focus to it.
 */
export function HelpFeedback({ action }: { action: string }) {
  const { t } = useTranslation("help");
  const ownRoute = useOwnRouteId();
  const refused = useActionData<HelpFeedbackActionData>()?.helpFeedback;
  const stored = useFlashedForm();
  const last = refused ?? stored;
  const replyOf = (step: "ask" | "comment") => formReply(helpFeedbackIds[step], last?.id === helpFeedbackFormName(step) ? last.reply : undefined);
  const step: HelpFeedbackStep =
    last?.id === helpFeedbackFormName("thanks") ? "thanks" : last?.id === helpFeedbackFormName("comment") ? "comment" : "ask";
  const ask = replyOf("ask");
  const comment = replyOf("comment");
  // The reply's messages are keys (app/server/form-action.server.ts words them).
  const failure = (form: FormReply) => (form.errors?.[0] ? t(form.errors[0]) : null);
  const fieldError = (errors: string[] | undefined) => fieldErrorText(errors, (key) => t(key));
  const commentField = fieldProps(comment, "comment", t("feedback.commentLabel"), fieldError);
  const hintId = `${commentField.field.id}-hint`;
  const formProps = (form: FormReply) => ({
    method: "post",
    action,
    ...formAttributes(form),
    "data-module": FormHooks.module,
    ...hook(FormHooks.route, ownRoute),
    ...hook(FormHooks.errorClass, errorClass),
  });
  const errorLine = (form: FormReply) => (
    // Always in the page, hidden while empty, so an in-place post can fill it.
    <p id={form.errorId} {...hook(FormHooks.formError, form.id)} hidden={!failure(form)} role="alert" className={errorClass}>
      {failure(form)}
    </p>
  );

  return (
    <div id={helpFeedbackIds.section} data-module={HelpFeedbackHooks.module} className="mt-8 rounded-xl bg-slate-50 p-5">
      <form {...formProps(ask)} {...hook(HelpFeedbackHooks.step, "ask")} hidden={step !== "ask"}>
        <fieldset>
          <legend className="font-semibold text-slate-900">{t("feedback.question")}</legend>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="submit" name="helpful" value="yes" {...hook(FormHooks.busyLabel, t("feedback.sending"))} className={buttonClass("secondary", "sm")}>
              {t("feedback.yes")}
            </button>
            <button type="submit" name="helpful" value="no" {...hook(FormHooks.busyLabel, t("feedback.sending"))} className={buttonClass("secondary", "sm")}>
              {t("feedback.no")}
            </button>
          </div>
        </fieldset>
        {errorLine(ask)}
        <Honeypot />
      </form>

      <form {...formProps(comment)} {...hook(HelpFeedbackHooks.step, "comment")} hidden={step !== "comment"} className="space-y-3">
        <p className="font-semibold text-slate-900">{t("feedback.sorry")}</p>
        <input type="hidden" name="helpful" value="no" />
        <TextAreaField
          {...commentField}
          rows={3}
          maxLength={helpFeedbackCommentMax}
          aria-describedby={commentField.error ? `${commentField.field.errorId} ${hintId}` : hintId}
        />
        <p id={hintId} className="text-sm text-slate-600">
          {t("feedback.commentHint", { max: helpFeedbackCommentMax })}
        </p>
        {errorLine(comment)}
        <button type="submit" {...hook(FormHooks.busyLabel, t("feedback.sending"))} className={buttonClass("primary", "sm")}>
          {t("feedback.send")}
        </button>
        <Honeypot />
      </form>

      <p id={helpFeedbackIds.thanks} {...hook(HelpFeedbackHooks.step, "thanks")} tabIndex={-1} hidden={step !== "thanks"} className="font-semibold text-teal-800">
        {t("feedback.thanks")}
      </p>
    </div>
  );
}
