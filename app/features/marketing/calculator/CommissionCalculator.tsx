import { useTranslation } from "~/lib/translation";
import { buttonClass } from "~/components/ui/buttons";
import { useLang } from "~/components/ui/links";
import { hook } from "~/components/ui/hook";
import { localizePath } from "~/lib/i18n";
import { CalculatorHooks as hooks } from "./calculator.hooks";
import {
  calculatorFields,
  calculatorRules,
  calculatorSearch,
  formatAmount,
  formatBound,
  maxInputLength,
  parseLocaleNumber,
  type CalculatorField,
  type CalculatorResult,
} from "./commission";

export const calculatorFormId = "commission-calculator";

/** Where the audit link leads: the free-audit form on the home page, which shows these figures. */
export function auditHref(result: CalculatorResult, lang: "en" | "pt"): string {
  return `${localizePath("/", lang)}${calculatorSearch(result.raw)}#audit-request`;
}

/**
 * The calculator (issue 22 item 1): a GET form whose address is the result, so it works
 * without JavaScript and every result can be shared. calculator.enhance.ts recomputes the
 * figures as the visitor types, with the same pure function, reading the messages and
 * labels from the data attributes here (the browser never translates, decision 0018).
 */
export function CommissionCalculator({ result }: { result: CalculatorResult }) {
  const { t } = useTranslation("calculator");
  const lang = useLang();
  const shift = parseLocaleNumber(result.raw.shift, lang);
  const marker = "\u0000";
  const [savedBefore = "", savedAfter = ""] = t("savedLabel", { shift: marker }).split(marker);
  const state = result.figures ? "figures" : result.pristine ? "prompt" : "errors";

  return (
    <div
      className="grid gap-8 lg:grid-cols-5 lg:items-start"
      data-module={hooks.module}
      {...hook(hooks.lang, lang)}
      {...hook(hooks.auditBase, localizePath("/", lang))}
    >
      <form
        method="get"
        id={calculatorFormId}
        noValidate
        aria-labelledby="calculator-form-title"
        className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3"
      >
        <h2 id="calculator-form-title" className="text-xl font-bold text-slate-900">
          {t("formTitle")}
        </h2>
        {calculatorFields.map((name) => (
          <CalculatorInput key={name} name={name} result={result} />
        ))}
        <button type="submit" className={`${buttonClass("primary", "lg")} w-full sm:w-auto`}>
          {t("submit")}
        </button>
      </form>

      <section
        aria-labelledby="calculator-results-title"
        className="rounded-2xl bg-slate-900 p-6 text-white sm:p-8 lg:col-span-2"
        {...hook(hooks.results, state)}
      >
        <h2 id="calculator-results-title" className="text-xl font-bold">
          {t("resultsTitle")}
        </h2>
        <div aria-live="polite">
          <p hidden={state !== "prompt"} {...hook(hooks.state, "prompt")} className="mt-4 text-slate-200">
            {t("prompt")}
          </p>
          <p hidden={state !== "errors"} {...hook(hooks.state, "errors")} className="mt-4 font-medium text-red-200">
            {t("fixErrors")}
          </p>
          <div hidden={state !== "figures"} {...hook(hooks.state, "figures")}>
            <p className="mt-4 text-slate-200">
              {t("paidLabel")}{" "}
              <output form={calculatorFormId} className="block text-4xl font-extrabold text-white" {...hook(hooks.paid)}>
                {result.figures ? formatAmount(result.figures.paid, lang) : ""}
              </output>{" "}
              {t("paidUnit")}
            </p>
            <p className="mt-6 text-slate-200">
              {savedBefore}
              <span {...hook(hooks.shift)}>{shift === null ? "" : formatBound(shift, lang)}</span>
              {savedAfter}{" "}
              <output form={calculatorFormId} className="block text-4xl font-extrabold text-teal-300" {...hook(hooks.saved)}>
                {result.figures ? formatAmount(result.figures.saved, lang) : ""}
              </output>{" "}
              {t("savedUnit")}
            </p>
            <p className="mt-4 text-sm text-slate-300">{t("currencyNote")}</p>
          </div>
        </div>
        <div hidden={state !== "figures"} {...hook(hooks.state, "figures")} className="mt-6 border-t border-slate-700 pt-6">
          <p className="text-sm text-slate-200">{t("auditText")}</p>
          <a href={auditHref(result, lang)} className={`${buttonClass("primary", "md")} mt-4 w-full`} {...hook(hooks.audit)}>
            {t("auditLink")}
          </a>
          <p className="mt-4 text-xs text-slate-300">{t("shareNote")}</p>
        </div>
      </section>
    </div>
  );
}

function CalculatorInput({ name, result }: { name: CalculatorField; result: CalculatorResult }) {
  const { t } = useTranslation("calculator");
  const lang = useLang();
  const rule = calculatorRules[name];
  const bounds = { min: formatBound(rule.min, lang), max: formatBound(rule.max, lang) };
  const messages = {
    required: t("errors.required"),
    notNumber: t("errors.notNumber"),
    outOfRange: t("errors.outOfRange", bounds),
    notWhole: t("errors.notWhole"),
  };
  const error = result.errors[name];
  const id = `${calculatorFormId}-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div
      {...hook(hooks.field, name)}
      {...hook(hooks.messageRequired, messages.required)}
      {...hook(hooks.messageNotNumber, messages.notNumber)}
      {...hook(hooks.messageOutOfRange, messages.outOfRange)}
      {...hook(hooks.messageNotWhole, messages.notWhole)}
    >
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {t(`fields.${name}.label`)}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        maxLength={maxInputLength}
        defaultValue={result.raw[name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${hintId}` : hintId}
        className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-600"
      />
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        {t(`fields.${name}.hint`)}
      </p>
      <p id={errorId} hidden={!error} className="mt-1 text-sm font-medium text-red-700" {...hook(hooks.error)}>
        {error ? messages[error] : ""}
      </p>
    </div>
  );
}
