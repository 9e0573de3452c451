-- The channel-fee planner's fee table (issue 33 item 1, docs/decisions/0401-channel-fee-planner.md).
-- What each booking channel takes from the host, as data the operator updates when a channel
-- changes its fees (docs/channel-fees.md): one row per channel, market and date the fee took
-- effect, so the table keeps its history (the planner shows the rate that keeps a payout across
-- the last change). `market` is 'all' or 'br' (a channel that charges hosts in Brazil otherwise);
-- `effective_from` is null for a fee in force since before the table's records begin.
-- `fee_percent` has at most two decimals (15.5 is 15.5 %); `source_url` is the channel's own page
-- (none for direct bookings, which no channel charges). `checked_on` is when the operator last
-- checked the row against its source; the page says "fees as of" the latest one.
-- Mirrors supabase/migrations/20261128000200_channel_fees.sql.

CREATE TABLE channel_fees (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  channel TEXT NOT NULL CHECK (channel IN ('airbnb', 'booking', 'vrbo', 'direct')),
  market TEXT NOT NULL DEFAULT 'all' CHECK (market IN ('all', 'br')),
  fee_percent REAL NOT NULL CHECK (fee_percent >= 0 AND fee_percent <= 50 AND abs(fee_percent * 100 - round(fee_percent * 100)) < 0.000001),
  effective_from TEXT CHECK (effective_from IS NULL OR (length(effective_from) = 10 AND date(effective_from) = effective_from)),
  source_url TEXT CHECK (source_url IS NULL OR (length(source_url) <= 500 AND source_url LIKE 'https://%')),
  checked_on TEXT NOT NULL CHECK (length(checked_on) = 10 AND date(checked_on) = checked_on),
  note_en TEXT CHECK (note_en IS NULL OR length(note_en) <= 300),
  note_pt TEXT CHECK (note_pt IS NULL OR length(note_pt) <= 300)
);
-- One row per channel, market and date (a row with no date is one per channel and market too).
CREATE UNIQUE INDEX channel_fees_history ON channel_fees (channel, market, coalesce(effective_from, ''));

-- An edit of the table reaches the page within a minute, cached copies included (decision 0027).
CREATE TRIGGER channel_fees_content_version_insert AFTER INSERT ON channel_fees BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER channel_fees_content_version_update AFTER UPDATE ON channel_fees BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;
CREATE TRIGGER channel_fees_content_version_delete AFTER DELETE ON channel_fees BEGIN UPDATE content_version SET version = version + 1, changed_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = 1; END;

-- The fees as checked on 2026-11-28 (sources and wording: decision 0401).
INSERT INTO channel_fees (channel, market, fee_percent, effective_from, source_url, checked_on, note_en, note_pt) VALUES
  ('airbnb', 'all', 3, NULL, 'https://www.airbnb.com/help/article/1857', '2026-11-28',
   'Split fee: most hosts paid 3 % and the guest paid a service fee on top.',
   'Taxa dividida: a maioria dos anfitriões pagava 3 % e o hóspede pagava uma taxa de serviço à parte.'),
  ('airbnb', 'all', 15.5, '2025-10-27', 'https://www.airbnb.com/help/article/1857', '2026-11-28',
   'Host-only fee: software-connected hosts from 27 October 2025, all other hosts from 1 December 2025.',
   'Taxa só do anfitrião: anfitriões conectados por software desde 27 de outubro de 2025, os demais desde 1º de dezembro de 2025.'),
  ('airbnb', 'br', 4, NULL, 'https://www.airbnb.com/help/article/1857', '2026-11-28',
   'Split fee for listings in Brazil: the host paid 4 % and the guest paid a service fee on top.',
   'Taxa dividida para anúncios no Brasil: o anfitrião pagava 4 % e o hóspede pagava uma taxa de serviço à parte.'),
  ('airbnb', 'br', 16, '2025-10-27', 'https://www.airbnb.com/help/article/1857', '2026-11-28',
   'Host-only fee for listings in Brazil: software-connected hosts from 27 October 2025, all other hosts from 1 December 2025.',
   'Taxa só do anfitrião para anúncios no Brasil: anfitriões conectados por software desde 27 de outubro de 2025, os demais desde 1º de dezembro de 2025.'),
  ('booking', 'all', 15, NULL, 'https://partner.booking.com/en-us/help/working-booking/going-live/what-commission-do-i-pay-bookingcom-and-when-do-i-pay-it', '2026-11-28',
   'A common commission; yours is in your agreement and varies by place and programme (10–25 %).',
   'Uma comissão comum; a sua está no seu contrato e varia por local e programa (10–25 %).'),
  ('vrbo', 'all', 8, NULL, 'https://help.vrbo.com/articles/How-is-the-booking-fee-calculated', '2026-11-28',
   'Pay-per-booking: 5 % commission plus 3 % payment processing (5 % in all through property management software).',
   'Pagamento por reserva: 5 % de comissão mais 3 % de processamento de pagamento (5 % no total via software de gestão).'),
  ('direct', 'all', 0, NULL, NULL, '2026-11-28',
   'No channel commission; your own card processing and website costs are not counted.',
   'Sem comissão de canal; seus custos de cartão e de site não entram na conta.');
