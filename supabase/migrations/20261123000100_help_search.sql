-- Help center search (issue 12; docs/decisions/0209-help-search-postgres.md): Postgres
-- full-text search over title, summary and body, with the reader's language's stemming,
-- accents and hyphens folded, and typos corrected against the words of the published
-- articles. The D1 side (migrations/, SQLite FTS5) answers the same port method.
--
-- Folding. Text is stemmed as written (the Portuguese stemmer and stop-word list expect
-- accents: 'não' is a stop word, 'nao' is not), then the lexemes are unaccented, so
-- 'automações' and 'automacoes' meet. A hyphenated word is indexed as its parts and
-- joined ('e-mail' → 'e', 'mail', 'email'); a query joins its hyphens, so 'e-mail',
-- 'email', 'check-in' and 'checkin' find each other.
--
-- Permissions as in 20261122000300_content.sql: the read function is security invoker,
-- so the help_articles policy (published rows only) applies inside it; the word list
-- holds words of published articles only and is readable by the API roles; only the
-- trigger writes it.

-- Added by issue 20 (docs/decisions/0209, "Parity with D1"), before anything else and
-- without effect where this migration has applied: an older project may have unaccent,
-- pg_trgm or fuzzystrmatch in `public`, where `create extension if not exists` leaves them
-- and the schema-qualified calls below fail ('text search dictionary
-- "extensions.unaccent" does not exist'). Stop with what to run instead.
do $$
declare
  v_found text;
  v_fix text;
begin
  select string_agg(format('%s in schema %s', e.extname, n.nspname), ', ' order by e.extname),
         string_agg(format('alter extension %I set schema extensions;', e.extname), ' ' order by e.extname)
    into v_found, v_fix
    from pg_catalog.pg_extension e
    join pg_catalog.pg_namespace n on n.oid = e.extnamespace
   where e.extname in ('unaccent', 'pg_trgm', 'fuzzystrmatch') and n.nspname <> 'extensions';
  if v_found is not null then
    raise exception 'The help search needs its extensions in the schema extensions, but this database has %. Run: % Then apply this migration again.', v_found, v_fix
      using hint = 'Supabase''s advice for extensions in public (lint 0014) is the same: move them to extensions.';
  end if;
end;
$$;

create extension if not exists unaccent with schema extensions;
create extension if not exists pg_trgm with schema extensions;
create extension if not exists fuzzystrmatch with schema extensions;

-- unaccent() is only stable (its dictionary could be changed), which keeps it out of
-- generated columns and index expressions; the rules file ships with the extension.
create function public.immutable_unaccent(p_value text)
returns text
language sql immutable parallel safe strict set search_path = ''
as $$
  select extensions.unaccent('extensions.unaccent'::regdictionary, p_value)
$$;

-- The text search configuration of a content locale.
create function public.help_search_config(p_locale text)
returns regconfig
language sql immutable parallel safe set search_path = ''
as $$
  select case when p_locale = 'pt' then 'pg_catalog.portuguese'::regconfig else 'pg_catalog.english'::regconfig end
$$;

-- A query's hyphens between two non-blank characters removed: 'e-mail' → 'email'.
create function public.help_search_join_hyphens(p_value text)
returns text
language sql immutable parallel safe strict set search_path = ''
as $$
  select regexp_replace(p_value, '([^[:space:]])-(?=[^[:space:]])', '\1', 'g')
$$;

-- A document's text followed by its hyphenated words joined, so both forms are indexed.
create function public.help_search_text(p_value text)
returns text
language sql immutable parallel safe set search_path = ''
as $$
  select concat_ws(E'\n', p_value, (
    select string_agg(replace(m[1], '-', ''), ' ')
    from regexp_matches(coalesce(p_value, ''), '([^[:space:]]+-[^[:space:]]+)', 'g') m
  ))
$$;

-- A tsvector with its lexemes unaccented (positions and weights kept; lexemes that
-- become equal merge). Rebuilt from the parts rather than by unaccenting the vector's
-- text, where a character unaccent maps to a quote would break the quoting.
create function public.unaccent_tsvector(p_vector tsvector)
returns tsvector
language sql immutable parallel safe strict set search_path = ''
as $$
  select coalesce(string_agg(
           '''' || replace(replace(public.immutable_unaccent(v.lexeme), '\', '\\'), '''', '''''') || ''''
             || coalesce(':' || (select string_agg(p.position || p.weight, ',')
                                 from unnest(v.positions, v.weights) p(position, weight)), ''),
           ' '), '')::tsvector
  from unnest(p_vector) v
$$;

-- The searchable vector of an article: title (weight A), summary (B) and body (C) in the
-- configuration of its locale. Markdown markers are punctuation to the parser.
create function public.help_search_vector(p_locale text, p_title text, p_summary text, p_content text)
returns tsvector
language sql immutable parallel safe set search_path = ''
as $$
  select public.unaccent_tsvector(
           setweight(to_tsvector(c.config, public.help_search_text(coalesce(p_title, ''))), 'A')
        || setweight(to_tsvector(c.config, public.help_search_text(coalesce(p_summary, ''))), 'B')
        || setweight(to_tsvector(c.config, public.help_search_text(coalesce(p_content, ''))), 'C'))
  from (select public.help_search_config(p_locale) as config) c
$$;

alter table public.help_articles
  add column search_vector tsvector
  generated always as (public.help_search_vector(locale, title, summary, content)) stored;
-- Kept in the row (storage main), not out of line: a vector is 2–4 kB for a long article,
-- over the size at which it would be moved to the TOAST table, and a search reads the
-- vectors of all its matches, several times each (every @@ and ts_rank fetched an out-of-
-- line value again: a third of a search at 5,000 articles). Rows written from now on.
alter table public.help_articles alter column search_vector set storage main;
create index help_articles_search on public.help_articles using gin (search_vector);
-- The published articles by language and slug: how many a reader sees (each term's rarity)
-- and whether an English article has a translation, from the index alone.
create index help_articles_published on public.help_articles (locale, slug) where is_published;

-- The words of a text with the lexeme each stands for in the locale's configuration,
-- both unaccented; stop words (checked as written) are left out. Only plain words and
-- the parts of hyphenated ones: numbers, addresses and the hyphenated whole are not words
-- a visitor types or that a typo is corrected to.
create function public.help_search_words_of(p_locale text, p_text text)
returns table (word text, lexeme text)
language sql stable parallel safe rows 10 set search_path = ''
as $$
  select distinct public.immutable_unaccent(t.token), public.immutable_unaccent(v.lexeme)
  from (
    select distinct p.token
    from ts_parse('default', lower(coalesce(p_text, ''))) p
    -- asciiword, word, numword, hword_numpart, hword_part, hword_asciipart (ts_token_type('default'))
    where p.tokid in (1, 2, 3, 9, 10, 11)
  ) t
  cross join lateral unnest(to_tsvector(public.help_search_config(p_locale), t.token)) v
$$;

-- Every distinct word of the published articles of each locale, with its lexeme and how
-- many published articles hold it. A query word that is not among them is corrected to
-- the closest ones (search_help_terms below).
create table public.help_search_words (
  locale text not null check (locale in ('en', 'pt')),
  word text not null,
  lexeme text not null,
  articles integer not null check (articles >= 0),
  primary key (locale, word, lexeme)
);
create index help_search_words_lexeme on public.help_search_words (locale, lexeme);
-- GiST, not GIN: the nearest words by trigram distance (KNN ordering) are the candidates.
create index help_search_words_trigram on public.help_search_words using gist (word extensions.gist_trgm_ops);

alter table public.help_search_words enable row level security;
revoke all on table public.help_search_words from anon, authenticated;
grant select on table public.help_search_words to anon, authenticated;
create policy "words of published articles are public" on public.help_search_words
  for select to anon, authenticated using (true);

-- The words of an article: its title, summary and body with hyphenated words joined too.
create function public.help_article_words(p_locale text, p_title text, p_summary text, p_content text)
returns table (word text, lexeme text)
language sql stable rows 200 set search_path = ''
as $$
  select w.word, w.lexeme
  from public.help_search_words_of(p_locale, public.help_search_text(concat_ws(E'\n', p_title, p_summary, p_content))) w
$$;

-- Keeps help_search_words in step with the published articles, once per statement: the
-- words of the published rows a statement removed (old_rows) and added (new_rows) are
-- counted, and each word's count changes once. (Counting row by row updated the same
-- word rows thousands of times in one bulk insert, each update walking all the versions
-- the transaction had left: 5,000 articles took over ten minutes.) Security definer:
-- the word list has no write right for anyone, and editors (the secret key, the
-- dashboard) must not need one.
create function public.help_articles_keep_search_words()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_locales text[];
  v_words text[];
  v_lexemes text[];
  v_changes integer[];
begin
  -- Transition tables exist only for their own event; the query names those of this one.
  execute format(
    'select array_agg(c.locale), array_agg(c.word), array_agg(c.lexeme), array_agg(c.change)
       from (select r.locale, w.word, w.lexeme, sum(r.sign)::integer as change
               from (%s) r
               cross join lateral public.help_article_words(r.locale, r.title, r.summary, r.content) w
              where r.is_published
              group by 1, 2, 3
             having sum(r.sign) <> 0) c',
    case tg_op
      when 'INSERT' then 'select n.*, 1 as sign from new_rows n'
      when 'DELETE' then 'select o.*, -1 as sign from old_rows o'
      else 'select n.*, 1 as sign from new_rows n union all select o.*, -1 from old_rows o'
    end)
    into v_locales, v_words, v_lexemes, v_changes;
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

create trigger help_articles_search_words_insert
  after insert on public.help_articles referencing new table as new_rows
  for each statement execute function public.help_articles_keep_search_words();
create trigger help_articles_search_words_update
  after update on public.help_articles referencing old table as old_rows new table as new_rows
  for each statement execute function public.help_articles_keep_search_words();
create trigger help_articles_search_words_delete
  after delete on public.help_articles referencing old table as old_rows
  for each statement execute function public.help_articles_keep_search_words();

insert into public.help_search_words (locale, word, lexeme, articles)
select h.locale, w.word, w.lexeme, count(*)
from public.help_articles h
cross join lateral public.help_article_words(h.locale, h.title, h.summary, h.content) w
where h.is_published
group by h.locale, w.word, w.lexeme;

-- The words of a query (up to 12, stop words left out) and, for each, the lexemes it
-- stands for in the articles of p_locale: those of the same word or lexeme when the
-- articles have it, otherwise those of the closest word, a typo. Candidates are the twelve
-- words nearest by trigrams; one is taken when it is within the edit budget of the D1
-- side (app/backend/d1/help-query.server.ts: none under 4 letters, 1 under 8, else 2; two
-- neighbours swapped count as one edit), by word or, for stems of 5 letters or more, by
-- stem ('invoce' → 'invoic', of 'invoices'); or when it shares half its trigrams
-- ('calend' → 'calendar', a word being typed). A 4-letter word keeps its first letter
-- ('beta' is not 'meta'). A word too far from every known word gets none: it matches
-- nothing, and nonsense finds no article.
create function public.search_help_terms(p_query text, p_locale text)
returns table (word text, lexemes text[])
language sql stable rows 3 set search_path = ''
as $$
  with query_words as (
    select w.word, w.lexeme,
           case when char_length(w.word) < 4 then 0 when char_length(w.word) < 8 then 1 else 2 end as budget,
           array(select overlay(w.word placing substr(w.word, i + 1, 1) || substr(w.word, i, 1) from i for 2)
                 from generate_series(1, char_length(w.word) - 1) i) as swaps
    from public.help_search_words_of(p_locale, public.help_search_join_hyphens(left(coalesce(p_query, ''), 200))) w
    limit 12
  ),
  known as (
    select q.word, array_agg(distinct s.lexeme) as lexemes
    from query_words q
    join public.help_search_words s on s.locale = p_locale and (s.word = q.word or s.lexeme = q.lexeme)
    group by q.word
  )
  select q.word,
         coalesce(k.lexemes, array(
           select c.lexeme
           from (select s.word, s.lexeme, s.articles
                 from public.help_search_words s
                 where s.locale = p_locale
                 order by s.word operator(extensions.<->) q.word
                 limit 12) c
           cross join lateral (
             select case when c.word = any(q.swaps) then 1
                         else extensions.levenshtein_less_equal(c.word, q.word, q.budget) end as edits,
                    extensions.similarity(c.word, q.word) as shared
           ) d
           where q.budget > 0
             and (char_length(q.word) > 4 or left(c.word, 1) = left(q.word, 1))
             and (d.edits <= q.budget
                  or d.shared >= 0.5
                  or (char_length(q.lexeme) >= 5
                      and extensions.levenshtein_less_equal(c.lexeme, q.lexeme, q.budget) <= q.budget))
           order by d.edits, d.shared desc, c.articles desc
           limit 1
         )) as lexemes
  from query_words q
  left join known k on k.word = q.word
$$;

-- Spec 2 §2.7's search, ranked: the published help articles a reader of p_locale sees
-- (their language, English where untranslated: the rule of localized_help_articles)
-- matching the query, best first. The articles holding every word (in any order, in any
-- of title, summary and body) come first; the places they leave under p_limit go to the
-- articles holding some of the words, ranked after them. The score of an article is, for
-- each query term it holds, ts_rank with the weights A title 1.0, B summary 0.4, C body
-- 0.2, times how rare the term is among the articles the reader sees (ln(1 + n / n_term)),
-- so that a rare word outweighs a common one ('response time'). Each row carries its
-- category and the terms it matched, as folded word beginnings for highlighting: the
-- lexeme, or the whole word where the word does not start with its lexeme ('company' →
-- 'compani').
--
-- The GIN index finds the matches first; the language rule is applied to those alone and
-- the category and text are read for the p_limit rows answered. (Going through
-- localized_help_articles, which cannot be inlined, built every article's row before the
-- match: at 5,000 articles that alone took 60–80 ms of a 150–190 ms search.) The rule is
-- restated here for that reason; tests/postgres/help-search.test.ts checks both agree.
create function public.search_help_articles(p_query text, p_locale text default 'en', p_limit integer default 20)
returns table (
  id uuid, slug text, locale text, title text, summary text, content text, is_popular boolean,
  created_at timestamptz, category jsonb, rank real, terms text[]
)
language sql stable security invoker rows 20 set search_path = ''
as $$
  with terms as (
    select l.locale, t.word, t.lexemes
    from (select distinct x.locale from unnest(array[p_locale, 'en']) x(locale)) l
    cross join lateral public.search_help_terms(p_query, l.locale) t
  ),
  term_queries as (
    select distinct t.locale, x.lexeme, format('%L', x.lexeme)::tsquery as query
    from terms t cross join lateral unnest(t.lexemes) x(lexeme)
  ),
  -- A query most of whose words match nothing is nonsense, even when a stray word is a
  -- typo away from a real one ('lorem ipsum dolor': 'dolor' is one edit from 'door').
  queries as (
    select t.locale,
           string_agg('(' || array_to_string(array(select format('%L', x) from unnest(t.lexemes) x), ' | ') || ')', ' & ')
             filter (where cardinality(t.lexemes) > 0)::tsquery as every_word,
           string_agg(array_to_string(array(select format('%L', x) from unnest(t.lexemes) x), ' | '), ' | ')
             filter (where cardinality(t.lexemes) > 0)::tsquery as any_word
    from terms t
    group by t.locale
    having 2 * count(*) filter (where cardinality(t.lexemes) > 0) >= count(*)
  ),
  -- Per match, in the one pass that reads its vector: whether it has every word, and each
  -- term it holds with its ts_rank. Only these small rows are kept (keeping the vectors
  -- spilled thousands of 2–4 kB values to disk, to be read back for every term).
  hits as materialized (
    select h.id, h.locale, h.title, h.display_order, h.search_vector @@ q.every_word as every_word, r.lexemes, r.ranks
    from queries q
    join public.help_articles h on h.locale = q.locale and h.search_vector @@ q.any_word
    cross join lateral (
      select array_agg(t.lexeme) as lexemes, array_agg(ts_rank('{0.1, 0.2, 0.4, 1.0}', h.search_vector, t.query)) as ranks
      from term_queries t
      where t.locale = h.locale and h.search_vector @@ t.query
    ) r
    where h.is_published
      and (h.locale = p_locale or not exists (
            select 1 from public.help_articles o where o.slug = h.slug and o.locale = p_locale and o.is_published))
  ),
  -- How rare each term is among the articles the reader sees; materialized, or the scoring
  -- below recomputes it for every article.
  rarity as materialized (
    select hit.locale, x.lexeme,
           ln(1 + (select count(*) from public.help_articles h
                   where h.is_published
                     and (h.locale = p_locale or (h.locale = 'en' and not exists (
                           select 1 from public.help_articles o
                           where o.slug = h.slug and o.locale = p_locale and o.is_published))))::real
                  / count(*)) as idf
    from hits hit cross join lateral unnest(hit.lexemes) x(lexeme)
    group by hit.locale, x.lexeme
  ),
  best as (
    select hit.id, hit.every_word, hit.lexemes, hit.display_order, hit.title,
           (select sum(x.rank * r.idf) from unnest(hit.lexemes, hit.ranks) x(lexeme, rank)
            join rarity r on r.locale = hit.locale and r.lexeme = x.lexeme)::real as score
    from hits hit
    order by hit.every_word desc, score desc, hit.display_order, hit.title
    limit least(greatest(coalesce(p_limit, 20), 1), 50)
  )
  select h.id, h.slug, h.locale, h.title, h.summary, h.content, h.is_popular, h.created_at,
         (select jsonb_build_object('id', lc.id, 'name', lc.name, 'slug', lc.slug)
          from public.help_categories c0
          join public.help_categories lc on lc.slug = c0.slug
          where c0.id = h.category_id
            and (lc.locale = p_locale or (lc.locale = 'en' and not exists (
                  select 1 from public.help_categories o where o.slug = lc.slug and o.locale = p_locale)))),
         b.score,
         array(
           select distinct case when starts_with(w.word, w.lexeme) then w.lexeme else w.word end
           from public.help_search_words w
           where w.locale = h.locale and w.lexeme = any(b.lexemes)
         )
  from best b
  join public.help_articles h on h.id = b.id
  order by b.every_word desc, b.score desc, b.display_order, b.title
$$;

revoke execute on function
  public.immutable_unaccent(text), public.help_search_config(text), public.help_search_join_hyphens(text),
  public.help_search_text(text), public.unaccent_tsvector(tsvector), public.help_search_vector(text, text, text, text),
  public.help_search_words_of(text, text), public.help_article_words(text, text, text, text),
  public.search_help_terms(text, text), public.search_help_articles(text, text, integer)
  from public;
grant execute on function
  public.immutable_unaccent(text), public.help_search_config(text), public.help_search_join_hyphens(text),
  public.help_search_text(text), public.unaccent_tsvector(tsvector), public.help_search_vector(text, text, text, text),
  public.help_search_words_of(text, text), public.help_article_words(text, text, text, text),
  public.search_help_terms(text, text), public.search_help_articles(text, text, integer)
  to anon, authenticated, service_role;

revoke execute on function public.help_articles_keep_search_words() from public, anon, authenticated, service_role;
