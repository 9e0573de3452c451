import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher, useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Honeypot } from "~/components/ui/Honeypot";
import { LocalLink } from "~/components/ui/links";
import { buttonClass } from "~/components/ui/buttons";
import { commentFormId, commentLimits, commentSchema, roadmapItemRouteId } from "~/features/engagement/roadmap/schema";
import { enhancedFieldName } from "~/lib/forms";
import { useHydrated } from "~/lib/use-hydrated";
import { TextAreaField } from "~/components/ui/TextAreaField";
import { useFetcherToast } from "../use-fetcher-toast";
import type { RoadmapActionData } from "./types";

/** The field messages' look, for the ones app/enhance/forms.ts adds in place too. */
const errorClass = "mt-1 text-sm font-medium text-red-700";

interface CommentFormProps {
  itemId: number;
  action: string;
  /** The answer of a post sent without JavaScript (a refused comment re-renders the page). */
  actionData: RoadmapActionData | undefined;
}

/**
 * Optional name, the comment, Cancel and 'Post Comment' (spec 2 §2.8). The button is
 * disabled while the comment is empty or sending once JavaScript runs; without it the
 * server says what is missing. The form clears after a successful post. Where the page
 * does not hydrate, app/enhance/forms.ts posts it in place and app/features/engagement/roadmap/roadmap.enhance.ts
 * keeps the button and Cancel (`data-requires-text`, `data-clear-form`).
 */
export function CommentForm({ itemId, action, actionData }: CommentFormProps) {
  const { t } = useTranslation("roadmap");
  const hydrated = useHydrated();
  const fetcher = useFetcher<RoadmapActionData>({ key: `roadmap-comment-${itemId}` });
  useFetcherToast(fetcher);
  const answer = fetcher.data ?? (actionData?.intent === "comment" ? actionData : undefined);
  const { search } = useLocation();
  const navigate = useNavigate();
  const seenAnswer = useRef(fetcher.data);
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data === seenAnswer.current) return;
    seenAnswer.current = fetcher.data;
    // A new comment is on the newest page: go there from an older one, as the post without JavaScript does.
    if (fetcher.data?.toast?.kind === "success" && new URLSearchParams(search).has("before")) {
      navigate(`${action}#comments`, { preventScrollReset: true });
    }
  }, [fetcher.state, fetcher.data, search, navigate, action]);

  const [form, fields] = useForm({
    id: commentFormId(itemId),
    lastResult: answer?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: commentSchema }),
  });

  const sending = fetcher.state !== "idle";
  const empty = (fields.content.value ?? "").trim() === "";
  const fieldError = (errors: string[] | undefined) => (errors?.[0] ? t(`errors.${errors[0]}`) : null);
  const nameError = fieldError(fields.authorName.errors);
  const failure = answer?.failure && sending === false ? answer.failure : null;

  return (
    <fetcher.Form
      method="post"
      action={action}
      {...getFormProps(form)}
      data-enhance
      data-enhance-route={roadmapItemRouteId}
      data-error-class={errorClass}
      data-requires-text={fields.content.name}
      className="relative space-y-3"
    >
      <h3 className="text-base font-semibold text-slate-900">{t("form.heading")}</h3>
      <input type="hidden" name="intent" value="comment" />
      {hydrated ? <input type="hidden" name={enhancedFieldName} value="1" /> : null}
      <Honeypot />
      <div>
        <label htmlFor={fields.authorName.id} className="sr-only">
          {t("form.nameLabel")}
        </label>
        <input
          {...getInputProps(fields.authorName, { type: "text" })}
          key={fields.authorName.key}
          placeholder={t("form.nameLabel")}
          maxLength={commentLimits.authorName}
          autoComplete="name"
          className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-600"
        />
        {nameError ? (
          <p id={fields.authorName.errorId} className={errorClass}>
            {nameError}
          </p>
        ) : null}
      </div>
      <TextAreaField
        field={fields.content}
        label={t("form.commentLabel")}
        hideLabel
        placeholder={t("form.commentLabel")}
        error={fieldError(fields.content.errors)}
        rows={3}
        maxLength={commentLimits.content}
        required
      />
      {/* Always in the page, hidden while empty, so an in-place post can fill it. */}
      <p id={form.errorId} data-form-error={form.id} hidden={!failure} className="text-sm font-medium text-red-700" role="alert">
        {failure}
      </p>
      <p className="text-xs text-slate-600">{t("form.note")}</p>
      <div className="flex justify-end gap-3">
        <LocalLink
          to={`/roadmap/${itemId}`}
          preventScrollReset
          replace
          data-clear-form
          onClick={(event) => {
            // With JavaScript, Cancel empties the form in place; without, the link reloads it empty.
            event.preventDefault();
            form.update({ name: fields.authorName.name, value: "" });
            form.update({ name: fields.content.name, value: "" });
          }}
          className={buttonClass("secondary", "sm")}
        >
          {t("form.cancel")}
        </LocalLink>
        <button
          type="submit"
          disabled={hydrated && (empty || sending)}
          data-busy-label={t("form.submitting")}
          className={buttonClass("primary", "sm")}
        >
          {sending ? t("form.submitting") : t("form.submit")}
        </button>
      </div>
    </fetcher.Form>
  );
}
