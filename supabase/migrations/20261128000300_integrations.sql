-- The integrations directory (issue 33 item 2, docs/decisions/0451-integrations-directory.md):
-- one row per system StayLoop connects to (or is building a connector for), the English text
-- on the row and a Portuguese translation beside it, as roadmap items have. The slug is the
-- system's name in the address (/integrations/hostaway), the same in both languages, and the
-- key: a translation follows a renamed slug (on update cascade). `kind` and `status` are the
-- directory's filters; the site knows exactly these values (app/backend/integrations.ts). A
-- planned or in-progress system names the roadmap item hosts vote on. The publishable key
-- reads published rows and their translations, nothing else; the operator edits rows in
-- Studio (docs/content.md). Mirrors migrations/0025_integrations.sql (D1).

create table public.integrations (
  slug text primary key check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 80),
  name text not null check (char_length(name) between 1 and 80),
  kind text not null check (kind in ('channel-manager', 'pms')),
  status text not null check (status in ('live', 'in-progress', 'planned')),
  summary text not null check (char_length(summary) between 1 and 300),
  syncs text[] not null default '{}',
  connect_steps text[] not null default '{}',
  roadmap_item_id bigint references public.roadmap_items (id) on delete set null,
  display_order integer not null default 0,
  is_published boolean not null default false,
  created_at timestamptz not null default now()
);
create index integrations_roadmap_item on public.integrations (roadmap_item_id) where roadmap_item_id is not null;

create table public.integration_translations (
  integration_slug text not null references public.integrations (slug) on delete cascade on update cascade,
  locale text not null check (locale = 'pt'),
  summary text not null check (char_length(summary) between 1 and 300),
  syncs text[] not null default '{}',
  connect_steps text[] not null default '{}',
  primary key (integration_slug, locale)
);

alter table public.integrations enable row level security;
alter table public.integration_translations enable row level security;
revoke all on table public.integrations, public.integration_translations from anon, authenticated;
grant select on table public.integrations, public.integration_translations to anon, authenticated;

create policy "published integrations are public" on public.integrations
  for select to anon, authenticated using (is_published);
-- A translation is public with its row: the subquery reads integrations under its own policy.
create policy "translations of published integrations are public" on public.integration_translations
  for select to anon, authenticated using (
    exists (select 1 from public.integrations i where i.slug = integration_slug and i.is_published)
  );

-- An edit reaches cached pages within a minute (decision 0027), as for every editor's table.
create trigger integrations_content_version after insert or update or delete or truncate on public.integrations
  for each statement execute function public.bump_content_version();
create trigger integration_translations_content_version after insert or update or delete or truncate on public.integration_translations
  for each statement execute function public.bump_content_version();
