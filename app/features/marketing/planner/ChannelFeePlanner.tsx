import { useTranslation } from "~/lib/translation";
import { buttonClass } from "~/components/ui/buttons";
import { ScrollRegion } from "~/components/ui/ScrollRegion";
import { ExternalLink, useLang } from "~/components/ui/links";
import { formatLongDate } from "~/lib/dates";
import { formatBound, maxInputLength } from "../calculator/commission";
import { currencies, markets, plannerChannels, plannerRules, type NumberField, type PlannerChannel } from "./planner";
import type { PlannerView } from "./view";

export const plannerFormId = "channel-fee-planner";

/**
 * The planner (issue 33 item 1, decision 0401): a GET form whose address is the result, so it
 * works without JavaScript and every result can be shared; no browser module. The fee table
 * it uses is shown under it, with its dates and sources.
 */
export function ChannelFeePlanner({ view }: { view: PlannerView }) {
  const { t } = useTranslation("planner");
  return (
    <div className="grid gap-8 lg:grid-cols-5 lg:items-start">
      <form
        method="get"
        id={plannerFormId}
        noValidate
        aria-labelledby="planner-form-title"
        className="grid min-w-0 gap-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8 lg:col-span-2"
      >
        <h2 id="planner-form-title" className="text-xl font-bold text-slate-900">
          {t("formTitle")}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <Choice name="currency" label={t("currency.label")} hint={t("currency.hint")} value={view.currency} options={currencies.map((code) => [code, code])} />
          <Choice name="market" label={t("market.label")} hint={t("market.hint")} value={view.market} options={markets.map((code) => [code, t(`market.${code}`)])} />
        </div>
        {plannerChannels.map((channel) => (
          <fieldset key={channel} className="min-w-0 rounded-lg border border-slate-200 p-3" data-planner-channel={channel}>
            <legend className="px-1 font-semibold text-slate-900">{t(`channels.${channel}`)}</legend>
            <p className="text-xs text-slate-600">{t("fields.channel_hint")}</p>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              <NumberInput name={`${channel}_nights`} label={t("fields.nights")} channel={channel} view={view} />
              <NumberInput name={`${channel}_rate`} label={t("fields.rate")} channel={channel} view={view} />
              {channel === "other" ? <NumberInput name="other_fee" label={t("fields.other_fee")} channel={channel} view={view} /> : null}
            </div>
          </fieldset>
        ))}
        <NumberInput name="repeat_share" label={t("fields.repeat_share")} hint={t("fields.repeat_share_hint")} view={view} />
        <button type="submit" className={`${buttonClass("primary", "lg")} w-full sm:w-auto`}>
          {t("submit")}
        </button>
      </form>
      <Results view={view} />
    </div>
  );
}

function Choice({ name, label, hint, value, options }: { name: string; label: string; hint: string; value: string; options: Array<[string, string]> }) {
  const id = `${plannerFormId}-${name}`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} aria-describedby={`${id}-hint`} className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900">
        {options.map(([code, text]) => (
          <option key={code} value={code}>
            {text}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
        {hint}
      </p>
    </div>
  );
}

function NumberInput({ name, label, hint, channel, view }: { name: NumberField; label: string; hint?: string; channel?: PlannerChannel; view: PlannerView }) {
  const { t } = useTranslation("planner");
  const lang = useLang();
  const rule = plannerRules[name];
  const error = view.errors[name];
  const id = `${plannerFormId}-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const message = error ? t(`errors.${error}`, { min: formatBound(rule.min, lang), max: formatBound(rule.max, lang) }) : null;
  const describedBy = [message ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ");
  return (
    <div data-planner-field={name} className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {channel ? <span className="sr-only">{`${t(`channels.${channel}`)}: `}</span> : null}
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        inputMode={name.endsWith("_nights") ? "numeric" : "decimal"}
        autoComplete="off"
        maxLength={maxInputLength}
        defaultValue={view.raw[name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-600"
      />
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700" data-planner-error>
          {message}
        </p>
      ) : null}
    </div>
  );
}

function Results({ view }: { view: PlannerView }) {
  const { t } = useTranslation("planner");
  const lang = useLang();
  const figures = view.figures;
  return (
    <section
      aria-labelledby="planner-results-title"
      className="min-w-0 rounded-2xl bg-slate-900 p-4 text-white sm:p-8 lg:col-span-3"
      data-planner-results={view.state}
    >
      <h2 id="planner-results-title" className="text-xl font-bold">
        {t("resultsTitle")}
      </h2>
      {view.state === "prompt" ? <p className="mt-4 text-slate-200">{t("prompt")}</p> : null}
      {view.state === "errors" ? <p className="mt-4 font-medium text-red-200">{t("fixErrors")}</p> : null}
      {figures ? (
        <>
          {/* Wide figures scroll inside their own box on a narrow phone, never the page. */}
          <ScrollRegion label={t("table.caption")} className="relative mt-4">
            <table className="w-full text-left text-sm" data-planner-table>
              <caption className="mb-2 text-left text-slate-200">
                {t("table.caption")}
              </caption>
              <thead>
                <tr className="border-b border-slate-600">
                  <th scope="col" className="py-2 pr-3">{t("table.channel")}</th>
                  <th scope="col" className="py-2 pr-3 text-right">{t("table.gross")}</th>
                  <th scope="col" className="py-2 pr-3 text-right">{t("table.taken")}</th>
                  <th scope="col" className="py-2 text-right">{t("table.kept")}</th>
                </tr>
              </thead>
              <tbody>
                {figures.channels.map((line) => (
                  <tr key={line.channel} className="border-b border-slate-700 align-top" data-planner-line={line.channel}>
                    <th scope="row" className="py-2 pr-3 font-semibold">
                      {t(`channels.${line.channel}`)}
                      <span className="block text-xs font-normal text-slate-300">
                        {`${line.nights} × ${line.rate} · ${line.fee}`}
                      </span>
                    </th>
                    <td className="whitespace-nowrap py-2 pr-3 text-right" data-planner-gross>{line.gross}</td>
                    <td className="whitespace-nowrap py-2 pr-3 text-right" data-planner-taken>{line.taken}</td>
                    <td className="whitespace-nowrap py-2 text-right" data-planner-kept>{line.kept}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="font-bold" data-planner-line="total">
                  <th scope="row" className="py-2 pr-3">{t("table.total")}</th>
                  <td className="whitespace-nowrap py-2 pr-3 text-right" data-planner-gross>{figures.gross}</td>
                  <td className="whitespace-nowrap py-2 pr-3 text-right" data-planner-taken>{figures.taken}</td>
                  <td className="whitespace-nowrap py-2 text-right text-teal-300" data-planner-kept>{figures.kept}</td>
                </tr>
              </tfoot>
            </table>
          </ScrollRegion>
          <h3 className="mt-6 text-lg font-bold">{t("breakEven.title")}</h3>
          {figures.breakEvens.length === 0 ? <p className="mt-2 text-slate-200">{t("breakEven.none")}</p> : null}
          {figures.breakEvens.map((line) => (
            <p key={line.channel} className="mt-2 text-slate-200" data-planner-break-even={line.channel}>
              {t("breakEven.line", {
                channel: t(`channels.${line.channel}`),
                previous: line.previous,
                current: line.current,
                since: line.effectiveFrom ? t("breakEven.since", { date: formatLongDate(`${line.effectiveFrom}T12:00:00Z`, lang) }) : "",
                rate: line.rate,
                payout: line.payout,
                breakEven: line.breakEven,
              })}
            </p>
          ))}
          <h3 className="mt-6 text-lg font-bold">{t("repeat.title")}</h3>
          <p className="mt-2 text-slate-200" data-planner-repeat>
            {t("repeat.line", { share: figures.repeat.share, nights: figures.repeat.movedNights, gain: figures.repeat.gain, kept: figures.repeat.kept })}
          </p>
        </>
      ) : null}
    </section>
  );
}

/** The fee table the figures use (issue 33: "fees as of …"), with each fee's date and source. */
export function FeeTable({ view }: { view: PlannerView }) {
  const { t } = useTranslation("planner");
  const lang = useLang();
  const date = (day: string) => formatLongDate(`${day}T12:00:00Z`, lang);
  return (
    <section aria-labelledby="planner-fees-title" className="mx-auto mt-12 max-w-4xl" data-planner-fees>
      <h2 id="planner-fees-title" className="text-2xl font-bold text-slate-900">
        {t("fees.title")}
      </h2>
      {view.table.checkedOn ? (
        <p className="mt-2 text-slate-700" data-planner-fees-as-of>
          {t("fees.asOf", { date: date(view.table.checkedOn) })}
        </p>
      ) : null}
      {/* relative: the links' screen-reader text (absolutely placed) stays inside the scrolling box, not the page's width. */}
      <ScrollRegion label={t("fees.tableLabel")} className="relative mt-4">
        <table className="w-full text-left text-sm text-slate-800">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2 pr-3">{t("fees.channel")}</th>
              <th scope="col" className="py-2 pr-3">{t("fees.fee")}</th>
              <th scope="col" className="py-2 pr-3">{t("fees.since")}</th>
              <th scope="col" className="py-2">{t("fees.source")}</th>
            </tr>
          </thead>
          <tbody>
            {view.table.rows.map((row) => (
              <tr key={row.channel} className="border-b border-slate-200 align-top" data-planner-fee={row.channel}>
                <th scope="row" className="py-2 pr-3 font-semibold">
                  {t(`channels.${row.channel}`)}
                  {row.note ? <span className="block text-xs font-normal text-slate-600">{row.note}</span> : null}
                </th>
                <td className="whitespace-nowrap py-2 pr-3">
                  {row.fee}
                  {row.previous ? <span className="block text-xs text-slate-600">{`${t("fees.before")}: ${row.previous}`}</span> : null}
                </td>
                <td className="py-2 pr-3">{row.effectiveFrom ? date(row.effectiveFrom) : t("fees.longStanding")}</td>
                <td className="py-2">
                  {row.sourceUrl ? (
                    <ExternalLink href={row.sourceUrl} className="font-medium text-teal-800 underline">
                      {t("fees.sourceLink", { channel: t(`channels.${row.channel}`) })}
                    </ExternalLink>
                  ) : (
                    t("fees.noSource")
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="mt-4 text-sm text-slate-700">{t("fees.explain")}</p>
    </section>
  );
}
