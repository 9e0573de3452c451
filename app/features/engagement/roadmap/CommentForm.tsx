import { useTranslation } from "~/lib/translation";
import { Honeypot } from "~/components/ui/Honeypot";
import { LocalLink } from "~/components/ui/links";
import { buttonClass } from "~/components/ui/buttons";
import { fieldAttributes, fieldProps, formAttributes, formReply } from "~/components/ui/form-reply";
import { boardId, commentFormId, commentLimits, commentsId } from "~/features/engagement/roadmap/schema";
import { redirectFieldName } from "~/lib/forms";
import { messageText } from "~/lib/messages";
import { TextAreaField } from "~/components/ui/TextAreaField";
import type { RoadmapActionData } from "./types";
import { hook, modules } from "~/components/ui/hook";
import { FormHooks } from "~/components/ui/form.hooks";
import { RoadmapHooks } from "./roadmap.hooks";
import { useOwnRouteId } from "~/components/ui/own-route";

/** The field messages' look, for the ones app/enhance/forms.ts adds in place too. */
const errorClass = "mt-1 text-sm font-medium text-red-700";

interface CommentFormProps {
  itemId: number;
  action: string;
  /** The answer of a post sent without JavaScript (a refused comment re-renders the page). */
  actionData: RoadmapActionData | undefined;
}

/**
 * Optional name, the comment, Cancel and 'Post Comment' (spec 2 §2.8). Without JavaScript
 * the server says what is missing, and Cancel is a link that reloads the form empty. With
 * it, app/enhance/forms.ts posts it in place (the form clears after a successful post) and
 * app/features/engagement/roadmap/roadmap.enhance.ts disables the button while the comment
 * is empty or sending and empties the form on Cancel (roadmap.hooks.ts).
 */
export function CommentForm({ itemId, action, actionData }: CommentFormProps) {
  const { t } = useTranslation("roadmap");
  const ownRoute = useOwnRouteId();
  const answer = actionData?.intent === "comment" ? actionData : undefined;
  const form = formReply(commentFormId(itemId), answer?.result);
  const authorName = form.field("authorName");
  const fieldError = (errors: string[] | undefined) => (errors?.[0] ? t(errors[0]) : null);
  const nameError = fieldError(authorName.errors);
  const failure = answer?.failure ? messageText(t, answer.failure) : null;

  return (
    <form
      method="post"
      action={action}
      {...formAttributes(form)}
      data-module={modules(FormHooks, RoadmapHooks)}
      {...hook(FormHooks.route, ownRoute)}
      {...hook(FormHooks.errorClass, errorClass)}
      {...hook(RoadmapHooks.requiresText, "content")}
      // A new comment is on the newest page: in place, its comments and the board's counts are refreshed from there.
      {...hook(FormHooks.refresh, `${commentsId} ${boardId}`)}
      className="relative space-y-3"
    >
      <h3 className="text-base font-semibold text-slate-900">{t("form.heading")}</h3>
      <input type="hidden" name="intent" value="comment" />
      <input type="hidden" name={redirectFieldName} value={`${action}#${commentsId}`} />
      <Honeypot />
      <div>
        <label htmlFor={authorName.id} className="sr-only">
          {t("form.nameLabel")}
        </label>
        <input
          {...fieldAttributes(authorName)}
          type="text"
          defaultValue={authorName.value}
          placeholder={t("form.nameLabel")}
          maxLength={commentLimits.authorName}
          autoComplete="name"
          className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-600"
        />
        {nameError ? (
          <p id={authorName.errorId} className={errorClass}>
            {nameError}
          </p>
        ) : null}
      </div>
      <TextAreaField
        {...fieldProps(form, "content", t("form.commentLabel"), fieldError)}
        hideLabel
        placeholder={t("form.commentLabel")}
        rows={3}
        maxLength={commentLimits.content}
        required
      />
      {/* Always in the page, hidden while empty, so an in-place post can fill it. */}
      <p id={form.errorId} {...hook(FormHooks.formError, form.id)} hidden={!failure} className="text-sm font-medium text-red-700" role="alert">
        {failure}
      </p>
      <p className="text-xs text-slate-600">{t("form.note")}</p>
      <div className="flex justify-end gap-3">
        <LocalLink
          to={`/roadmap/${itemId}`}
          {...hook(RoadmapHooks.clear)}
          className={buttonClass("secondary", "sm")}
        >
          {t("form.cancel")}
        </LocalLink>
        <button type="submit" {...hook(FormHooks.busyLabel, t("form.submitting"))} className={buttonClass("primary", "sm")}>
          {t("form.submit")}
        </button>
      </div>
    </form>
  );
}
