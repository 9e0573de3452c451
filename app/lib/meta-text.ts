import type { Lang } from "./i18n";

/**
 * The few words meta functions need before any route data exists (the 404 and error
 * titles, the site's default title). Kept apart from the translation resources so that
 * meta code, which also runs in the browser, does not pull every namespace into the
 * bundle.
 */
export const metaText: Record<Lang, { siteTitle: string; siteDescription: string; notFound: string; error: string }> = {
  en: {
    siteTitle: "StayLoop — Direct bookings and guest loyalty for vacation rentals",
    siteDescription:
      "StayLoop helps vacation-rental hosts win more direct bookings and bring guests back, with AI-written marketing, email automations and a guest loyalty program.",
    notFound: "Page not found",
    error: "Something went wrong",
  },
  pt: {
    siteTitle: "StayLoop — Reservas diretas e fidelização de hóspedes para aluguel por temporada",
    siteDescription:
      "O StayLoop ajuda anfitriões de aluguel por temporada a conquistar mais reservas diretas e trazer hóspedes de volta, com marketing escrito por IA, automações de e-mail e um programa de fidelidade.",
    notFound: "Página não encontrada",
    error: "Algo deu errado",
  },
};
