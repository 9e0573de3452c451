/**
 * The calculator's hooks (CommissionCalculator.tsx; calculator.enhance.ts): the page's
 * language and the audit form's address on the block it starts on; each field with its
 * translated messages and where its error shows; the results block, its states and figures.
 */
export enum CalculatorHooks {
  module = "calculator",
  lang = "data-lang",
  auditBase = "data-audit-base",
  field = "data-calculator-field",
  messageRequired = "data-message-required",
  messageNotNumber = "data-message-not-number",
  messageOutOfRange = "data-message-out-of-range",
  messageNotWhole = "data-message-not-whole",
  error = "data-calculator-error",
  results = "data-calculator-results",
  state = "data-calculator-state",
  paid = "data-calculator-paid",
  shift = "data-calculator-shift",
  saved = "data-calculator-saved",
  audit = "data-calculator-audit",
}
