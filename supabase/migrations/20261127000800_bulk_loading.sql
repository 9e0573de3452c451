-- Bulk loads stay linear (issue 29 item 5, docs/decisions/0217-bulk-loading.md).
--
-- help_articles_keep_search_words counted the words of each statement's rows into
-- help_search_words at once. A load of one INSERT per article in one transaction (psql
-- --single-transaction -f, the README's way) ran it once per article, each time updating the
-- rows of the common words again; every update left a version of the row that the transaction
-- cannot clean up, and the next update of the same word walks all of them: quadratic (1,000
-- articles in 12.8 s, 2,000 in 40.6 s on PostgreSQL 15; 10,000 would take about 20 minutes).
--
-- Now each statement only notes the published rows it added or removed (their text, with +1
-- or -1) in help_search_words_pending, insert only; and the words are counted once, when the
-- transaction commits, over everything it noted: a deferred constraint trigger on a one-row
-- marker per transaction (help_search_words_flush) runs help_search_words_apply(). The word
-- list is then what it was (the same counts, the same rows), so the search and its tests do
-- not change; within the writing transaction the list shows the state before it, which no one
-- else can see anyway.

create table public.help_search_words_pending (
  xact bigint not null,
  locale text not null,
  title text,
  summary text,
  content text,
  sign smallint not null check (sign in (-1, 1))
);
create index help_search_words_pending_xact on public.help_search_words_pending (xact);

-- One row per transaction that noted something: its constraint trigger is what runs at commit.
create table public.help_search_words_flush (
  xact bigint primary key
);

do $$
declare
  t text;
begin
  foreach t in array array['help_search_words_pending', 'help_search_words_flush'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on table public.%I from anon, authenticated', t);
  end loop;
end;
$$;

-- The statement trigger of help_articles: notes the published rows the statement removed and
-- added, and the first time in a transaction, the marker that counts them at commit.
create or replace function public.help_articles_keep_search_words()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_xact bigint := pg_catalog.txid_current();
  v_noted integer;
begin
  -- Transition tables exist only for their own event; the query names those of this one.
  execute format(
    'insert into public.help_search_words_pending (xact, locale, title, summary, content, sign)
     select $1, r.locale, r.title, r.summary, r.content, r.sign from (%s) r where r.is_published',
    case tg_op
      when 'INSERT' then 'select n.*, 1 as sign from new_rows n'
      when 'DELETE' then 'select o.*, -1 as sign from old_rows o'
      else 'select n.*, 1 as sign from new_rows n union all select o.*, -1 from old_rows o'
    end)
    using v_xact;
  -- EXECUTE leaves FOUND alone: the count says whether anything was noted.
  get diagnostics v_noted = row_count;
  if v_noted > 0 and pg_catalog.current_setting('stayloop.help_words_xact', true) is distinct from v_xact::text then
    perform pg_catalog.set_config('stayloop.help_words_xact', v_xact::text, true);
    insert into public.help_search_words_flush (xact) values (v_xact) on conflict do nothing;
  end if;
  return null;
end;
$$;

-- At commit: the words of everything the transaction noted, counted once (the counting the
-- statement trigger did before, over all its statements at once), then the notes go.
create function public.help_search_words_apply()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_locales text[];
  v_words text[];
  v_lexemes text[];
  v_changes integer[];
begin
  -- help_article_words() of each note, with each distinct word's lexeme looked up once for
  -- all of them (to_tsvector per word and article was most of the cost of a large load).
  with notes as (
    select row_number() over () as n, r.locale, r.sign,
           public.help_search_text(concat_ws(E'\n', r.title, r.summary, r.content)) as body
    from public.help_search_words_pending r
    where r.xact = new.xact
  ),
  tokens as (
    select distinct n.n, n.locale, n.sign, p.token
    from notes n
    cross join lateral ts_parse('default', lower(coalesce(n.body, ''))) p
    -- asciiword, word, numword, hword_numpart, hword_part, hword_asciipart, float, uint, as help_search_words_of
    where p.tokid in (1, 2, 3, 9, 10, 11, 20, 22)
  ),
  vocabulary as (
    select v.locale, v.token, public.immutable_unaccent(v.token) as word, public.immutable_unaccent(x.lexeme) as lexeme
    from (select distinct t.locale, t.token from tokens t) v
    cross join lateral unnest(to_tsvector(public.help_search_config(v.locale), v.token)) x
  ),
  article_words as (
    select distinct t.n, t.sign, v.locale, v.word, v.lexeme
    from tokens t join vocabulary v on v.locale = t.locale and v.token = t.token
  )
  select array_agg(c.locale), array_agg(c.word), array_agg(c.lexeme), array_agg(c.change)
    into v_locales, v_words, v_lexemes, v_changes
    from (select a.locale, a.word, a.lexeme, sum(a.sign)::integer as change
            from article_words a
           group by 1, 2, 3
          having sum(a.sign) <> 0) c;
  delete from public.help_search_words_pending where xact = new.xact;
  delete from public.help_search_words_flush where xact = new.xact;
  if v_locales is null then
    return null;
  end if;

  update public.help_search_words s set articles = s.articles + c.change
    from unnest(v_locales, v_words, v_lexemes, v_changes) c(locale, word, lexeme, change)
   where s.locale = c.locale and s.word = c.word and s.lexeme = c.lexeme;
  insert into public.help_search_words (locale, word, lexeme, articles)
  select c.locale, c.word, c.lexeme, c.change
    from unnest(v_locales, v_words, v_lexemes, v_changes) c(locale, word, lexeme, change)
   where c.change > 0
     and not exists (select 1 from public.help_search_words s
                      where s.locale = c.locale and s.word = c.word and s.lexeme = c.lexeme)
  on conflict (locale, word, lexeme) do update set articles = public.help_search_words.articles + excluded.articles;
  delete from public.help_search_words s
   using unnest(v_locales, v_words, v_lexemes) c(locale, word, lexeme)
   where s.locale = c.locale and s.word = c.word and s.lexeme = c.lexeme and s.articles <= 0;
  return null;
end;
$$;

create constraint trigger help_search_words_at_commit
  after insert on public.help_search_words_flush
  deferrable initially deferred
  for each row execute function public.help_search_words_apply();

revoke execute on function public.help_articles_keep_search_words(), public.help_search_words_apply()
  from public, anon, authenticated, service_role;

-- The content version moved once per statement too (a single row updated by every statement
-- of the load: the same walk over its versions, smaller). Once per transaction is enough: no
-- one sees the version before the commit.
create or replace function public.bump_content_version() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_xact text := pg_catalog.txid_current()::text;
begin
  if pg_catalog.current_setting('stayloop.content_version_xact', true) is distinct from v_xact then
    perform pg_catalog.set_config('stayloop.content_version_xact', v_xact, true);
    update public.content_version set version = version + 1, changed_at = now() where id = 1;
  end if;
  return null;
end;
$$;
