-- The help search on Supabase at parity with D1, and the defects a real PostgreSQL 15 showed
-- (issue 20; docs/decisions/0209-help-search-postgres.md, "Parity with D1").
--
-- 1. Half-typed words: the last word of a query also matches the words of the articles that
--    begin with it ('cal' → calendar, 'subsc' → subscription), as D1's prefix queries do.
-- 2. Stop words of both languages are left out of every query, whatever the rows' language:
--    'como faço para' asks for nothing (it used to find 'come' in the English rows).
-- 3. Control characters in a query are blanks (a NUL cannot reach a text argument: the
--    Supabase adapter replaces it before calling).
-- 4. The 10,000-query cap on help_search_misses is exact under concurrency: a new query
--    takes a lock before counting.
-- 5. Only the write path (the generated column, the word-list trigger) may run the helpers
--    that take a whole article's text; the API roles may not.
-- 6. Numbers ('24') are words of the query and of the word list.
-- 7. (In 20261123000100_help_search.sql's first statement, the only place it can act: an
--    extension installed outside `extensions` stops the migration with what to run.)
-- 8. The search ranks a bounded candidate set: every match gets one cheap ts_rank, and only
--    the best 10 × p_limit of them get the per-word, rarity-weighted score; a query has at
--    most 8 words, and rarity comes from the word list's counts instead of from every match.

-- Words that say nothing about what is wanted, as D1 leaves them out (app/backend/d1/help-query.server.ts):
-- the D1 list's words, checked folded ('faço', 'posso', 'preciso', 'nao', 'voce', 'please'),
-- and a lone letter.
create function public.help_search_is_filler_word(p_token text)
returns boolean
language sql immutable parallel safe strict set search_path = ''
as $$
  select (char_length(p_token) = 1 and p_token !~ '[0-9]')
      or public.immutable_unaccent(p_token) = any (string_to_array(
           'a an and are as at be been but by can could did do does for from had has have how i if in into is it its '
           'me my no not of on or our should so that the their them there these this those to up us was we were '
           'what when where which who why will with would you your want need please '
           'as ao aos com como da das de do dos e ela ele em entre era essa esse esta este eu faco fazer foi ha isso '
           'isto ja mais mas meu meus minha minhas na nao nas no nos o onde os ou para pela pelas pelo pelos pode '
           'por porque posso pra preciso qual quais quando que quero se sem ser seu seus sua suas tem ter um uma umas uns voce',
           ' '))
$$;

-- A stop word of either language: the D1 list's, or Postgres' English or Portuguese ones,
-- checked as typed (the lists have accents). Both languages always: the Portuguese site
-- shows English rows too, and D1 does the same.
create function public.help_search_is_stop_word(p_token text)
returns boolean
language sql immutable parallel safe strict set search_path = ''
as $$
  select public.help_search_is_filler_word(p_token)
      or to_tsvector('pg_catalog.english'::regconfig, p_token) = ''::tsvector
      or to_tsvector('pg_catalog.portuguese'::regconfig, p_token) = ''::tsvector
$$;

-- The words of a text as help_search_words holds them, now with numbers ('24', '1.5'): the
-- word list's own definition, replaced so that the trigger counts numbers from now on (the
-- list is rebuilt below). Still without addresses and hyphenated wholes.
create or replace function public.help_search_words_of(p_locale text, p_text text)
returns table (word text, lexeme text)
language sql stable parallel safe rows 10 set search_path = ''
as $$
  select distinct public.immutable_unaccent(t.token), public.immutable_unaccent(v.lexeme)
  from (
    select distinct p.token
    from ts_parse('default', lower(coalesce(p_text, ''))) p
    -- asciiword, word, numword, hword_numpart, hword_part, hword_asciipart, float, uint (ts_token_type('default'))
    where p.tokid in (1, 2, 3, 9, 10, 11, 20, 22)
  ) t
  cross join lateral unnest(to_tsvector(public.help_search_config(p_locale), t.token)) v
$$;

-- Rebuilt with the new definition, so the trigger's later changes to the counts add up.
-- Statement triggers on help_articles keep it in step from here, as before.
delete from public.help_search_words;
insert into public.help_search_words (locale, word, lexeme, articles)
select h.locale, w.word, w.lexeme, count(*)
from public.help_articles h
cross join lateral public.help_article_words(h.locale, h.title, h.summary, h.content) w
where h.is_published
group by h.locale, w.word, w.lexeme;

-- The words of the list that begin with a typed word, by range on an index in byte order
-- (the range is the same whatever the database's collation).
create index help_search_words_prefix on public.help_search_words (locale, (word collate "C"));

-- The words of a query in the order typed: control and invisible format characters (zero-
-- width space, bidi marks, BOM) are blanks, as D1's split makes them; hyphens between
-- two characters are joined ('e-mail' → 'email'), stop words and repeats are left out, at
-- most 8 words (D1's maxSearchWords) from the first 200 characters. `token` is the word as
-- typed, lower case (the Portuguese stemmer wants the accents), `word` folded; `is_last`
-- marks the query's last word, the one a visitor may still be typing. A last word that is
-- a stop word of Postgres' lists only ('down', 'over', 'est') stays, as the beginning of
-- longer words only (`begins_only`: 'down' → 'downgrade', as on D1, whose list is shorter).
create function public.help_search_query_words(p_query text)
returns table (place integer, token text, word text, is_last boolean, is_number boolean, begins_only boolean)
language sql stable parallel safe rows 3 set search_path = ''
as $$
  with tokens as (
    select t.n::integer as place, t.token, t.tokid
    from ts_parse('default', lower(public.help_search_join_hyphens(
           regexp_replace(left(coalesce(p_query, ''), 200), '[[:cntrl:]\u0080-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]', ' ', 'g'))))
           with ordinality t(tokid, token, n)
    -- asciiword, word, numword, hword_numpart, hword_part, hword_asciipart, float, uint
    where t.tokid in (1, 2, 3, 9, 10, 11, 20, 22)
  ),
  marked as (
    select t.place, t.token, t.tokid, t.place = (select max(a.place) from tokens a) as is_last,
           public.help_search_is_stop_word(t.token) as is_stop
    from tokens t
  ),
  words as (
    select distinct on (public.immutable_unaccent(m.token))
           m.place, m.token, public.immutable_unaccent(m.token) as word, m.is_last, m.tokid in (20, 22) as is_number,
           m.is_stop as begins_only
    from marked m
    where not m.is_stop or (m.is_last and not public.help_search_is_filler_word(m.token))
    order by public.immutable_unaccent(m.token), m.place desc
  )
  select w.place, w.token, w.word, w.is_last, w.is_number, w.begins_only
  from words w
  order by w.place
  limit 8
$$;

-- What each word of a query matches in the articles of p_locale:
-- * `lexemes`: the lexemes of the articles' words equal to it or to its lexeme; for the
--   last word, also those of the words that begin with it and whose lexeme does not
--   ('automatio' → 'autom'); when it has none of these, the closest word's (a typo; same
--   rule and budget as 20261123000100's search_help_terms: none under 4 letters, 1 edit
--   under 8, else 2; two neighbours swapped count as one; by stem for stems of 5 letters
--   or more; or half the trigrams shared; a 4-letter word keeps its first letter). Numbers
--   are never corrected, nor corrected to.
-- * `prefix`: the last word itself when lexemes of the articles begin with it (3 letters or
--   more, as D1): it is asked as a prefix ('cal':*), in place of the lexemes it covers,
--   and highlighted as typed.
-- * `articles`: how many articles hold it at least (the most of any one of its words), for
--   its rarity.
-- A word with no lexeme and no prefix matches nothing. A `begins_only` word (a stop word
-- being typed) has only the words that begin with it, or is left out.
create function public.help_search_query_terms(p_query text, p_locale text)
returns table (place integer, word text, lexemes text[], prefix text, articles integer)
language sql stable rows 3 set search_path = ''
as $$
  with query_words as (
    select w.place, w.word, w.is_last, w.is_number, w.begins_only,
           (select public.immutable_unaccent(v.lexeme)
              from unnest(to_tsvector(public.help_search_config(p_locale), w.token)) v
             order by v.lexeme limit 1) as lexeme,
           case when w.is_number or char_length(w.word) < 4 then 0 when char_length(w.word) < 8 then 1 else 2 end as budget,
           array(select overlay(w.word placing substr(w.word, i + 1, 1) || substr(w.word, i, 1) from i for 2)
                 from generate_series(1, char_length(w.word) - 1) i) as swaps
    from public.help_search_query_words(p_query) w
  ),
  known as (
    select q.place, array_agg(distinct s.lexeme) as lexemes, max(s.articles) as articles
    from query_words q
    join public.help_search_words s on s.locale = p_locale and (s.word = q.word or s.lexeme = q.lexeme)
    where not q.begins_only
    group by q.place
  ),
  begun as (
    select q.place, array_agg(distinct s.lexeme) as lexemes, bool_or(starts_with(s.lexeme, q.word)) as by_prefix,
           max(s.articles) as articles
    from query_words q
    join public.help_search_words s
      on s.locale = p_locale
     and (s.word collate "C") >= (q.word collate "C")
     and (s.word collate "C") < ((q.word || chr(1114111)) collate "C")
     and starts_with(s.word, q.word)
    where q.is_last and char_length(q.word) >= 3
    group by q.place
  ),
  corrected as (
    select q.place, c.lexemes, c.articles
    from query_words q
    cross join lateral (
      select array[c.lexeme] as lexemes, c.articles
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
      where c.word !~ '^[0-9.]+$'
        and (char_length(q.word) > 4 or left(c.word, 1) = left(q.word, 1))
        and (d.edits <= q.budget
             or d.shared >= 0.5
             or (char_length(q.lexeme) >= 5
                 and extensions.levenshtein_less_equal(c.lexeme, q.lexeme, q.budget) <= q.budget))
      order by d.edits, d.shared desc, c.articles desc
      limit 1
    ) c
    where q.budget > 0
      and not q.begins_only
      and not exists (select 1 from known k where k.place = q.place)
      and not exists (select 1 from begun b where b.place = q.place)
  )
  -- A lexeme that begins with the prefix is asked through it (and counted once in ts_rank).
  select q.place, q.word,
         array(select distinct x from unnest(coalesce(k.lexemes, '{}') || coalesce(b.lexemes, '{}') || coalesce(c.lexemes, '{}')) x
               where x is not null and not (coalesce(b.by_prefix, false) and starts_with(x, q.word)) order by x),
         case when b.by_prefix then q.word end,
         greatest(k.articles, b.articles, c.articles)
  from query_words q
  left join known k on k.place = q.place
  left join begun b on b.place = q.place
  left join corrected c on c.place = q.place
  -- A stop word being typed that begins no word asks for nothing, like any stop word.
  where not (q.begins_only and b.place is null)
$$;

-- The ranked search (20261123000100's contract unchanged: the reader's rows, English where
-- untranslated, every word first then some, title above summary above body, each row's
-- category and matched terms), with its cost bounded:
-- * every match of some word is read once, for whether it holds every word and one ts_rank
--   against all the words at once (the cheap order);
-- * only the best 10 × p_limit of that order (every word first) are scored as before, per
--   word: ts_rank with the weights A title 1.0, B summary 0.4, C body 0.2, times the word's
--   rarity ln(1 + n / n_word), n the published articles of the row's language, n_word from
--   help_search_words (no pass over every match per term, which made a long query at 5,000
--   articles cost words × lexemes × matches ts_rank calls);
-- * the terms, category and text are read for the p_limit rows answered.
-- jit is off: at 5,000 articles the planner's estimates crossed jit_above_cost, and
-- compiling took longer than the search.
drop function public.search_help_terms(text, text);

create or replace function public.search_help_articles(p_query text, p_locale text default 'en', p_limit integer default 20)
returns table (
  id uuid, slug text, locale text, title text, summary text, content text, is_popular boolean,
  created_at timestamptz, category jsonb, rank real, terms text[]
)
language sql stable security invoker rows 20 set search_path = '' set jit = off
as $$
  with word_queries as materialized (
    select l.locale, t.place, t.word, t.lexemes, t.prefix,
           nullif(concat_ws(' | ',
                    case when t.prefix is not null then format('%L', t.prefix) || ':*' end,
                    nullif(array_to_string(array(select format('%L', x) from unnest(t.lexemes) x), ' | '), '')),
                  '')::tsquery as query,
           cardinality(t.lexemes) + (t.prefix is not null)::integer as items,
           ln(1 + (select count(*) from public.help_articles h where h.locale = l.locale and h.is_published)::real
                  / greatest(coalesce(t.articles, 1), 1))::real as idf
    from (select distinct x.locale from unnest(array[p_locale, 'en']) x(locale)) l
    cross join lateral public.help_search_query_terms(p_query, l.locale) t
  ),
  -- A query most of whose words match nothing is nonsense, even when a stray word is a
  -- typo away from a real one ('lorem ipsum dolor': 'dolor' is one edit from 'door').
  queries as (
    select w.locale,
           string_agg('(' || w.query::text || ')', ' & ') filter (where w.query is not null)::tsquery as every_word,
           string_agg(w.query::text, ' | ') filter (where w.query is not null)::tsquery as any_word
    from word_queries w
    group by w.locale
    having 2 * count(*) filter (where w.query is not null) >= count(*)
  ),
  candidates as (
    select h.id, h.locale, h.display_order, h.title, h.search_vector @@ q.every_word as every_word
    from queries q
    join public.help_articles h on h.locale = q.locale and h.search_vector @@ q.any_word
    where h.is_published
      and (h.locale = p_locale or not exists (
            select 1 from public.help_articles o where o.slug = h.slug and o.locale = p_locale and o.is_published))
    order by h.search_vector @@ q.every_word desc, ts_rank('{0.1, 0.2, 0.4, 1.0}', h.search_vector, q.any_word) desc,
             h.display_order, h.title
    limit 10 * least(greatest(coalesce(p_limit, 20), 1), 50)
  ),
  best as (
    select c.id, c.every_word, c.display_order, c.title,
           (select sum(ts_rank('{0.1, 0.2, 0.4, 1.0}', h.search_vector, w.query) * w.items * w.idf)
              from word_queries w
             where w.locale = c.locale and w.query is not null and h.search_vector @@ w.query)::real as score
    from candidates c
    join public.help_articles h on h.id = c.id
    order by c.every_word desc, score desc, c.display_order, c.title
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
         -- The folded word beginnings the row holds: a typed prefix as typed; a lexeme as
         -- itself, or as the whole word where a word does not start with its lexeme.
         array(
           select distinct x.term
           from (
             select w.prefix as term
             from word_queries w
             where w.locale = h.locale and w.prefix is not null and h.search_vector @@ (format('%L', w.prefix) || ':*')::tsquery
             union all
             select case when starts_with(s.word, s.lexeme) then s.lexeme else s.word end
             from word_queries w
             cross join lateral unnest(w.lexemes) l(lexeme)
             join public.help_search_words s on s.locale = h.locale and s.lexeme = l.lexeme
             where w.locale = h.locale and h.search_vector @@ format('%L', l.lexeme)::tsquery
           ) x
         )
  from best b
  join public.help_articles h on h.id = b.id
  order by b.every_word desc, b.score desc, b.display_order, b.title
$$;

-- Each new query takes this lock before counting, so two new queries cannot both see
-- 9,999 rows and both insert (50 at once from 9,990 left 10,026–10,040). A known query
-- counts up without it. The lock is keyed on the table's oid and held to the commit.
create or replace function public.record_help_search_miss(p_query text, p_locale text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.help_search_misses
     set searches = searches + 1, last_seen_at = now()
   where query = p_query and locale = p_locale;
  if found then
    return;
  end if;

  perform pg_catalog.pg_advisory_xact_lock('public.help_search_misses'::regclass::oid::bigint);
  -- Read after the lock: the rows of the new queries committed before it are counted.
  if (select count(*) from public.help_search_misses) >= 10000 then
    return;
  end if;
  insert into public.help_search_misses as m (query, locale, searches, first_seen_at, last_seen_at)
  values (p_query, p_locale, 1, now(), now())
  on conflict (query, locale) do update set
    searches = m.searches + 1,
    last_seen_at = excluded.last_seen_at;
end;
$$;

-- Permissions. The search and what it calls: the API roles. The helpers that take a whole
-- article's text (the generated column's and the trigger's) are the write path's only:
-- the table owner, the trigger (security definer) and service_role, whose inserts and
-- updates of help_articles evaluate the generated column.
revoke execute on function
  public.help_search_is_filler_word(text), public.help_search_is_stop_word(text), public.help_search_query_words(text),
  public.help_search_query_terms(text, text)
  from public;
grant execute on function
  public.help_search_is_filler_word(text), public.help_search_is_stop_word(text), public.help_search_query_words(text),
  public.help_search_query_terms(text, text)
  to anon, authenticated, service_role;
revoke execute on function
  public.help_search_vector(text, text, text, text), public.unaccent_tsvector(tsvector),
  public.help_search_text(text), public.help_article_words(text, text, text, text),
  public.help_search_words_of(text, text)
  from public, anon, authenticated;
grant execute on function
  public.help_search_vector(text, text, text, text), public.unaccent_tsvector(tsvector),
  public.help_search_text(text), public.help_article_words(text, text, text, text),
  public.help_search_words_of(text, text)
  to service_role;
