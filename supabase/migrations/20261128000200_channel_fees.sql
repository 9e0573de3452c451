-- The channel-fee planner's fee table (issue 33 item 1, docs/decisions/0401-channel-fee-planner.md).
-- What each booking channel takes from the host, as data the operator updates when a channel
-- changes its fees (docs/channel-fees.md): one row per channel, market and date the fee took
-- effect, so the table keeps its history (the planner shows the rate that keeps a payout across
-- the last change). `market` is 'all' or 'br' (a channel that charges hosts in Brazil otherwise);
-- `effective_from` is null for a fee in force since before the table's records begin;
-- `source_url` is the channel's own page (none for direct bookings, which no channel charges).
-- `checked_on` is when the operator last checked the row against its source; the page says
-- "fees as of" the latest one. Mirrors migrations/0024_channel_fees.sql (D1).
--
-- Permissions, like the other content tables: RLS on; anon and authenticated may SELECT every
-- row (the whole table is public facts) and nothing else; only the owner and service_role write.
-- An edit bumps the content version (decision 0027), so the page changes within a minute.

create table public.channel_fees (
  id bigint generated always as identity primary key,
  channel text not null check (channel in ('airbnb', 'booking', 'vrbo', 'direct')),
  market text not null default 'all' check (market in ('all', 'br')),
  fee_percent numeric(5, 2) not null check (fee_percent between 0 and 50),
  effective_from date,
  source_url text check (source_url is null or (char_length(source_url) <= 500 and source_url ~ '^https://[^[:space:]]+$')),
  checked_on date not null,
  note_en text check (note_en is null or char_length(note_en) <= 300),
  note_pt text check (note_pt is null or char_length(note_pt) <= 300)
);
-- One row per channel, market and date (a row with no date is one per channel and market too).
create unique index channel_fees_history on public.channel_fees (channel, market, coalesce(effective_from, '-infinity'::date));

alter table public.channel_fees enable row level security;
revoke all on table public.channel_fees from anon, authenticated;
grant select on table public.channel_fees to anon, authenticated;
create policy "channel fees are public" on public.channel_fees for select to anon, authenticated using (true);

create trigger channel_fees_content_version after insert or update or delete or truncate on public.channel_fees
  for each statement execute function public.bump_content_version();

-- The fees as checked on 2026-11-28 (sources and wording: decision 0401).
insert into public.channel_fees (channel, market, fee_percent, effective_from, source_url, checked_on, note_en, note_pt) values
  ('airbnb', 'all', 3, null, 'https://www.airbnb.com/help/article/1857', '2026-11-28',
   'Split fee: most hosts paid 3 % and the guest paid a service fee on top.',
   'Taxa dividida: a maioria dos anfitriões pagava 3 % e o hóspede pagava uma taxa de serviço à parte.'),
  ('airbnb', 'all', 15.5, '2025-10-27', 'https://www.airbnb.com/help/article/1857', '2026-11-28',
   'Host-only fee: software-connected hosts from 27 October 2025, all other hosts from 1 December 2025.',
   'Taxa só do anfitrião: anfitriões conectados por software desde 27 de outubro de 2025, os demais desde 1º de dezembro de 2025.'),
  ('airbnb', 'br', 4, null, 'https://www.airbnb.com/help/article/1857', '2026-11-28',
   'Split fee for listings in Brazil: the host paid 4 % and the guest paid a service fee on top.',
   'Taxa dividida para anúncios no Brasil: o anfitrião pagava 4 % e o hóspede pagava uma taxa de serviço à parte.'),
  ('airbnb', 'br', 16, '2025-10-27', 'https://www.airbnb.com/help/article/1857', '2026-11-28',
   'Host-only fee for listings in Brazil: software-connected hosts from 27 October 2025, all other hosts from 1 December 2025.',
   'Taxa só do anfitrião para anúncios no Brasil: anfitriões conectados por software desde 27 de outubro de 2025, os demais desde 1º de dezembro de 2025.'),
  ('booking', 'all', 15, null, 'https://partner.booking.com/en-us/help/working-booking/going-live/what-commission-do-i-pay-bookingcom-and-when-do-i-pay-it', '2026-11-28',
   'A common commission; yours is in your agreement and varies by place and programme (10–25 %).',
   'Uma comissão comum; a sua está no seu contrato e varia por local e programa (10–25 %).'),
  ('vrbo', 'all', 8, null, 'https://help.vrbo.com/articles/How-is-the-booking-fee-calculated', '2026-11-28',
   'Pay-per-booking: 5 % commission plus 3 % payment processing (5 % in all through property management software).',
   'Pagamento por reserva: 5 % de comissão mais 3 % de processamento de pagamento (5 % no total via software de gestão).'),
  ('direct', 'all', 0, null, null, '2026-11-28',
   'No channel commission; your own card processing and website costs are not counted.',
   'Sem comissão de canal; seus custos de cartão e de site não entram na conta.');
