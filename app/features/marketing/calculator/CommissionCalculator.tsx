import { useTranslation } from "react-i18next";
import { buttonClass } from "~/components/ui/buttons";
import { useLang } from "~/components/ui/links";
import { localizePath } from "~/lib/i18n";
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
 * without JavaScript and every result can be shared. commission.enhance.ts recomputes the
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
    <div className="grid gap-8 lg:grid-cols-5 lg:items-start">
      <form
        method="get"
        id={calculatorFormId}
        noValidate
        aria-labelledby="calculator-form-title"
        className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3"
        data-calculator
        data-lang={lang}
        data-audit-base={localizePath("/", lang)}
      >
        <h2 id="calculator-form-title" className="text-xl font-bold text-slate-900">
          {t("formTitle")}
        </h2>
        {calculatorFields.map((name) => (
          <CalculatorInput key={name} name={name} result={result} />
        ))}
        <button type="submit" className={`${buttonClass("primary", "lg")} w-full sm:w-auto`} data-calculator-submit>
          {t("submit")}
        </button>
      </form>

      <section
        aria-labelledby="calculator-results-title"
        className="rounded-2xl bg-slate-900 p-6 text-white sm:p-8 lg:col-span-2"
        data-calculator-results={state}
      >
        <h2 id="calculator-results-title" className="text-xl font-bold">
          {t("resultsTitle")}
        </h2>
        <div aria-live="polite">
          <p hidden={state !== "prompt"} data-calculator-state="prompt" className="mt-4 text-slate-200">
            {t("prompt")}
          </p>
          <p hidden={state !== "errors"} data-calculator-state="errors" className="mt-4 font-medium text-red-200">
            {t("fixErrors")}
          </p>
          <div hidden={state !== "figures"} data-calculator-state="figures">
            <p className="mt-4 text-slate-200">
              {t("paidLabel")}{" "}
              <output form={calculatorFormId} className="block text-4xl font-extrabold text-white" data-calculator-paid>
                {result.figures ? formatAmount(result.figures.paid, lang) : ""}
              </output>{" "}
              {t("paidUnit")}
            </p>
            <p className="mt-6 text-slate-200">
              {savedBefore}
              <span data-calculator-shift>{shift === null ? "" : formatBound(shift, lang)}</span>
              {savedAfter}{" "}
              <output form={calculatorFormId} className="block text-4xl font-extrabold text-teal-300" data-calculator-saved>
                {result.figures ? formatAmount(result.figures.saved, lang) : ""}
              </output>{" "}
              {t("savedUnit")}
            </p>
            <p className="mt-4 text-sm text-slate-300">{t("currencyNote")}</p>
          </div>
        </div>
        <div hidden={state !== "figures"} data-calculator-state="figures" className="mt-6 border-t border-slate-700 pt-6">
          <p className="text-sm text-slate-200">{t("auditText")}</p>
          <a href={auditHref(result, lang)} className={`${buttonClass("primary", "md")} mt-4 w-full`} data-calculator-audit>
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
      data-calculator-field={name}
      data-message-required={messages.required}
      data-message-not-number={messages.notNumber}
      data-message-out-of-range={messages.outOfRange}
      data-message-not-whole={messages.notWhole}
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
      <p id={errorId} hidden={!error} className="mt-1 text-sm font-medium text-red-700" data-calculator-error>
        {error ? messages[error] : ""}
      </p>
    </div>
  );
}
